import { describe, expect, it } from 'vitest';
import { loginMarkup } from './login-markup';

describe('the login screen rendered at build time', () => {
  const html = loginMarkup();

  it('is the signed-out login screen with its fields, links and title', () => {
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('h1')?.textContent).toBe('Inicia sesión');
    expect(page.querySelector('input[type="email"]')).not.toBeNull();
    expect(page.querySelector('input[type="password"]')).not.toBeNull();
    expect(page.querySelector('button[type="submit"]')?.textContent).toBe('Iniciar sesión');
    expect([...page.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/forgot-password', '/register']),
    );
    expect(html).toContain('<title>Iniciar sesión · Adiestra</title>');
  });

  it('carries no notice, error or toast: nothing that belongs to one visit', () => {
    expect(html).not.toMatch(/role="(alert|status)"/);
  });
});
