// @vitest-environment jsdom
/**
 * /about (SPEC.md §2): titled 'about Page', a Vietnamese heading, and the build id in the page source
 * (`data-build-id`, as `window.__app.buildId`) but not in what the customer reads.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleOf } from '../routes.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('/about', () => {
  it('shows a Vietnamese heading and keeps the build id out of sight (still in the page source)', async () => {
    vi.stubEnv('VITE_BUILD_ID', 'b20261127-7f3a9c');
    const { Component } = await import('./about-page.tsx');
    const { getAppState } = await import('../../lib/app-state.ts');
    render(
      <MemoryRouter>
        <Component />
      </MemoryRouter>,
    );
    expect(handleOf('/about')?.title).toBe('about Page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Giới thiệu');
    const about = screen.getByTestId('about');
    expect(getAppState().buildId).toBe('b20261127-7f3a9c');
    expect(about.getAttribute('data-build-id')).toBe('b20261127-7f3a9c');
    expect(document.body.textContent).not.toContain('b20261127-7f3a9c');
  });
});
