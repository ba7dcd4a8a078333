/** antd's icons are aria-hidden unless labelled, so they add nothing to the names of the controls they sit in. */
import { EditOutlined, ShopOutlined, StarTwoTone } from '@ant-design/icons';
import { act, render, screen } from '@testing-library/react';
import { Button, Menu, Pagination } from 'antd';

describe('icons are decorative by default', () => {
  it('an icon without a label is hidden from screen readers; one with a label is an image of that name', () => {
    const { container } = render(
      <>
        <ShopOutlined data-testid="plain" />
        <StarTwoTone data-testid="two-tone" />
        <EditOutlined aria-label="修改" />
      </>,
    );
    expect(screen.getByTestId('plain')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('two-tone')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: '修改' })).not.toHaveAttribute('aria-hidden');
    expect(container.querySelectorAll('[role="img"]:not([aria-hidden])')).toHaveLength(1);
  });

  it('a button or menu entry with an icon is named by its text alone', async () => {
    // The menu measures its entries once after mounting.
    await act(async () => {
      render(
        <>
          <Button icon={<EditOutlined />}>修改</Button>
          <Menu items={[{ key: 'shop', icon: <ShopOutlined />, label: '企业设置' }]} />
        </>,
      );
    });
    expect(screen.getByRole('button', { name: '修改' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '企业设置' })).toBeInTheDocument();
  });

  it("antd's own icons (the pagination arrows) are hidden too", () => {
    const { container } = render(<Pagination total={50} />);
    const arrows = container.querySelectorAll('.anticon-left, .anticon-right');
    expect(arrows.length).toBe(2);
    arrows.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });
});
