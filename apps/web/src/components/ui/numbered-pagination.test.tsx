import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageItems } from '@/lib/page-items';
import { NumberedPagination } from './numbered-pagination';

describe('pageItems: page numbers with ellipses', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [6, 10, [1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 10]],
    [7, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [50, 100, [1, 'ellipsis-start', 49, 50, 51, 'ellipsis-end', 100]],
  ])('page %i of %i', (page, total, expected) => {
    expect(pageItems(page, total)).toEqual(expected);
  });

  it('keeps seven items whatever the page once there are more than seven pages', () => {
    for (let page = 1; page <= 30; page++) expect(pageItems(page, 30)).toHaveLength(7);
  });
});

describe('NumberedPagination', () => {
  const renderPage = (page: number, onPageChange = vi.fn()) => {
    render(
      <NumberedPagination
        page={page}
        totalPages={10}
        total={97}
        limit={10}
        onPageChange={onPageChange}
      />,
    );
    return { onPageChange, nav: screen.getByRole('navigation', { name: 'Paginación' }) };
  };

  it("says 'Mostrando a de resultados' for the page shown", () => {
    renderPage(2);
    expect(screen.getByText('Mostrando 11 a 20 de 97 resultados')).toBeInTheDocument();
  });

  it('counts the last, shorter page right', () => {
    renderPage(10);
    expect(screen.getByText('Mostrando 91 a 97 de 97 resultados')).toBeInTheDocument();
  });

  it('marks the current page, shows the ellipsis and moves on click', async () => {
    const { nav, onPageChange } = renderPage(1);
    expect(within(nav).getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByText('…')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Página 10' }));
    expect(onPageChange).toHaveBeenCalledWith(10);
    await userEvent.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows only the count when everything fits on one page, and nothing when empty', () => {
    const { rerender } = render(
      <NumberedPagination page={1} totalPages={1} total={3} limit={10} onPageChange={vi.fn()} />,
    );
    expect(screen.getByText('Mostrando 1 a 3 de 3 resultados')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      <NumberedPagination page={1} totalPages={1} total={1} limit={10} onPageChange={vi.fn()} />,
    );
    // One result is singular ('1 resultados' before issue 13).
    expect(screen.getByText('Mostrando 1 a 1 de 1 resultado')).toBeInTheDocument();
    rerender(
      <NumberedPagination page={1} totalPages={1} total={0} limit={10} onPageChange={vi.fn()} />,
    );
    expect(screen.queryByText(/Mostrando/)).toBeNull();
  });
});
