import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { makeRequest } from '../../test-fixtures';
import { RequestLinkStatus } from './request-link-status';

const CLIENT = '0190f0c2-5a4b-7c3d-8e9f-0000000000c1';
const DOG = '0190f0c2-5a4b-7c3d-8e9f-0000000000d1';

describe('RequestLinkStatus', () => {
  it("links an approved request's client and dog", () => {
    renderWithProviders(
      <RequestLinkStatus
        request={makeRequest({ status: 'APPROVED', clientId: CLIENT, dogId: DOG })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ver cliente' })).toHaveAttribute(
      'href',
      `/clients/${CLIENT}`,
    );
    expect(screen.getByRole('link', { name: 'Ver perro' })).toHaveAttribute('href', `/dogs/${DOG}`);
  });

  it("says 'Sin vincular' for an approved request linked to nobody, nothing for a pending one", () => {
    const { unmount } = renderWithProviders(
      <RequestLinkStatus request={makeRequest({ status: 'APPROVED' })} />,
    );
    expect(screen.getByText('Sin vincular')).toBeInTheDocument();
    unmount();
    renderWithProviders(<RequestLinkStatus request={makeRequest()} />);
    expect(screen.queryByText('Sin vincular')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
