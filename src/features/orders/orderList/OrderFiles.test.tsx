/**
 * The order drawer's design drawings against the real backend: the seeded drawing listed and
 * downloaded under its name, a PDF uploaded and listed, a file of another kind refused before it
 * is sent, a text renamed .pdf refused by the server in its words, a drawing deleted after a
 * question, and a reader (SF_STORE_ORD_LIST alone) offered neither upload nor delete.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { PDFDocument } from 'pdf-lib';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { forwardUploads, setupTestBackend } from '../../../../tests/helpers/backend';
import { button, callsTo, catchDownloads, confirmOpenDialog, logInAs, logInAsFinanceWith, recordCalls, renderPage, setupUser } from '../../../../tests/helpers/invoiceWeb';
import { OrderFiles } from './OrderFiles';

const backend = setupTestBackend();

const items = () => screen.queryAllByTestId('order-file');
const fileInput = () => document.querySelector<HTMLInputElement>('.order-files input[type=file]');

/** A draft of the demo shop with its seeded drawing, or the first seeded drawing's order. */
async function orderWithDrawing() {
  return backend.current.db
    .selectFrom('order_files as of')
    .innerJoin('orders as o', 'o.order_id', 'of.order_id')
    .innerJoin('files as f', 'f.file_id', 'of.file_id')
    .innerJoin('shops as s', 's.shop_id', 'o.shop_id')
    .innerJoin('users as u', 'u.user_id', 'of.uploader_id')
    .select(['o.order_no', 'o.ord_state', 'f.name', 'f.file_key', 'u.full_name as uploader'])
    .where('s.shop_name', '=', '演示家具厂')
    .where('o.ord_state', 'in', [0, 1, 2, 3])
    .orderBy('of.file_id')
    .executeTakeFirstOrThrow();
}

async function pdfFile(name: string): Promise<File> {
  const doc = await PDFDocument.create();
  doc.addPage([100, 100]);
  return new File([new Uint8Array(await doc.save())], name, { type: 'application/pdf' });
}

describe('the order drawer\'s design drawings', () => {
  it('[API-ORD-39] lists the order\'s drawing and downloads it under its name through /StoreOrders-downloadF', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const order = await orderWithDrawing();
    const calls = recordCalls(backend);
    renderPage(<OrderFiles orderNo={order.order_no} />, '/orders/list');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent(order.name);
    expect(items()[0]).toHaveTextContent(order.uploader);
    const downloads = catchDownloads();
    try {
      await user.click(within(items()[0]).getByRole('button', { name: `下载 ${order.name}` }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      expect(downloads.saved[0].name).toBe(order.name);
      const bytes = new Uint8Array(await downloads.saved[0].blob.arrayBuffer());
      // Its bytes whole are the API tests' and the browser test's: jsdom's XHR hands binary over as text.
      expect(String.fromCharCode(...bytes.subarray(0, 5))).toBe('%PDF-');
      const sent = callsTo(calls, '/StoreOrders-downloadF')[0];
      expect(sent.body.get('order_no')).toBe(order.order_no);
      expect(sent.body.get('file_key')).toBe(order.file_key);
    } finally {
      downloads.restore();
    }
  });

  it('[API-ORD-39] uploads a PDF, refuses another kind before sending and a renamed text file with the server\'s words, and deletes a drawing after asking', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser({ applyAccept: false });
    const order = await orderWithDrawing();
    forwardUploads(backend, '/StoreOrders-uploadF');
    const calls = recordCalls(backend);
    renderPage(<OrderFiles orderNo={order.order_no} />, '/orders/list');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.getByText('PDF、PNG、JPG，每个不超过20M，每个订单最多30个')).toBeInTheDocument();
    expect(fileInput()!.accept).toBe('.pdf,.png,.jpg,.jpeg');

    await user.upload(fileInput()!, await pdfFile('厨房立面.pdf'));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[0]).toHaveTextContent('厨房立面.pdf');

    await user.upload(fileInput()!, new File(['plain'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('notes.txt 不能上传, 请选择pdf, png, jpg, jpeg格式的文件')).toBeInTheDocument();
    expect(callsTo(calls, '/StoreOrders-uploadF')).toHaveLength(1);

    await user.upload(fileInput()!, new File(['这不是图纸'], 'fake.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('fake.pdf 上传失败：10001: fake.pdf 不能上传, 请选择pdf, png, jpg, jpeg格式的文件')).toBeInTheDocument();
    expect(items()).toHaveLength(2);

    await user.click(within(items()[0]).getByRole('button', { name: '删除 厨房立面.pdf' }));
    expect(await screen.findByRole('dialog', { name: '删除图纸 厨房立面.pdf？删除后不能恢复' })).toBeInTheDocument();
    await confirmOpenDialog();
    expect(await screen.findByText('文件已删除')).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent(order.name);
  });

  it('[API-ORD-39] with SF_STORE_ORD_LIST alone the drawings are listed and downloadable, with no upload and no delete', async () => {
    await logInAsFinanceWith(['SF_STORE_ORD_LIST']);
    const order = await orderWithDrawing();
    renderPage(<OrderFiles orderNo={order.order_no} />, '/orders/list');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(items()[0]).getByRole('button', { name: `下载 ${order.name}` })).toBeInTheDocument();
    expect(within(items()[0]).queryByRole('button', { name: /^删除 / })).toBeNull();
    expect(screen.queryByRole('button', { name: /上传图纸/ })).toBeNull();
    expect(fileInput()).toBeNull();
  });

  it('[API-ORD-39] an order without drawings says so', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const bare = await backend.current.db
      .selectFrom('orders as o')
      .innerJoin('shops as s', 's.shop_id', 'o.shop_id')
      .select('o.order_no')
      .where('s.shop_name', '=', '演示家具厂')
      .where('o.ord_state', '=', 0)
      .where('o.is_deleted', '=', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('order_files as f').select('f.file_id').whereRef('f.order_id', '=', 'o.order_id'))))
      .orderBy('o.order_id')
      .executeTakeFirstOrThrow();
    renderPage(<OrderFiles orderNo={bare.order_no} />, '/orders/list');
    expect(await screen.findByText('这个订单还没有图纸')).toBeInTheDocument();
    expect(button('上传图纸')).toBeInTheDocument();
  });
});
