import { render, screen } from '@testing-library/react';
import { AfterPaint } from './AfterPaint';

describe('AfterPaint', () => {
  it('renders its children in a commit of their own, after the browser has painted the rest', async () => {
    render(
      <>
        <p>first screen</p>
        <AfterPaint>
          <p>below the fold</p>
        </AfterPaint>
      </>,
    );
    expect(screen.getByText('first screen')).toBeInTheDocument();
    expect(screen.queryByText('below the fold')).not.toBeInTheDocument();
    expect(await screen.findByText('below the fold')).toBeInTheDocument();
  });
});
