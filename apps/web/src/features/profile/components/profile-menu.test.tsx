// @vitest-environment jsdom
/** The account menu reaches the parcels and the delivery requests (decision 0094: linked from nowhere). */
import { cleanup, render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileMenu } from './profile-menu.tsx';

afterEach(cleanup);

describe('ProfileMenu', () => {
  it('links to "Kiện hàng của tôi" (/package) and "Yêu cầu giao hàng" (/delivery)', () => {
    render(
      <MemoryRouter>
        <ProfileMenu />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Kiện hàng của tôi' }).getAttribute('href')).toBe('/package');
    expect(screen.getByRole('link', { name: 'Yêu cầu giao hàng' }).getAttribute('href')).toBe('/delivery');
  });

  it('links to the complaints (/orderComplaint)', () => {
    render(
      <MemoryRouter>
        <ProfileMenu />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Khiếu nại của tôi' }).getAttribute('href')).toBe('/orderComplaint');
  });
});
