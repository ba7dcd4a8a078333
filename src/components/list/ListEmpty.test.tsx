import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListEmpty } from './ListEmpty';

const texts = { noMatch: '没有符合条件的商品', clear: '清除筛选', empty: '还没有商品' };

describe('ListEmpty', () => {
  it('says that nothing matches the filters and clears them with its button', async () => {
    const reset = jest.fn();
    render(<ListEmpty list={{ filtered: true, failed: false, reset }} {...texts} />);
    expect(screen.getByText('没有符合条件的商品')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '清除筛选' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('还没有商品')).toBeNull();
  });

  it('says what an empty list says without filters, and after a failed load', () => {
    const { rerender } = render(<ListEmpty list={{ filtered: false, failed: false, reset: jest.fn() }} {...texts} />);
    expect(screen.getByText('还没有商品')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ListEmpty list={{ filtered: true, failed: true, reset: jest.fn() }} {...texts} />);
    expect(screen.getByText('还没有商品')).toBeInTheDocument();
    expect(screen.queryByText('没有符合条件的商品')).toBeNull();
  });
});
