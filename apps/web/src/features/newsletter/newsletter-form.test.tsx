import { landing } from '@souq/domain/locales/ar/landing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { NewsletterForm } from './newsletter-form';

const text = landing.newsletter;

function setup() {
  renderAt(<NewsletterForm />);
  return {
    user: userEvent.setup(),
    input: screen.getByLabelText(text.emailLabel) as HTMLInputElement,
    submit: screen.getByRole('button', { name: text.submit }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('newsletter form', () => {
  it('asks for an email, with the exact spec text, when submitted empty; nothing is sent', async () => {
    const fetchMock = stubFetch({});
    const { user, submit } = setup();
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('يرجى إدخال البريد الإلكتروني');
    expect(callsTo(fetchMock, '/api/newsletter')).toHaveLength(0);
  });

  it('rejects an invalid email in Arabic without calling the server', async () => {
    const fetchMock = stubFetch({});
    const { user, input, submit } = setup();
    await user.type(input, 'not-an-email');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(text.invalidEmail);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, '/api/newsletter')).toHaveLength(0);
  });

  it('posts a valid email (trimmed, lower-cased by the shared schema) and thanks the shopper', async () => {
    const fetchMock = stubFetch({ '/api/newsletter': () => json({ subscribed: true }, 201) });
    const { user, input, submit } = setup();
    await user.type(input, '  Rana@Example.com ');
    await user.click(submit);
    expect((await screen.findByRole('status')).textContent).toContain(text.thanks);
    const [[, init] = []] = callsTo(fetchMock, '/api/newsletter');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'rana@example.com' });
  });

  it('shows an Arabic error and keeps the typed email when the request fails', async () => {
    stubFetch({ '/api/newsletter': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user, input, submit } = setup();
    await user.type(input, 'rana@example.com');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(text.failed);
    expect(input.value).toBe('rana@example.com');
  });

  it("prefers the API's own Arabic message when there is one", async () => {
    const body = { error: { code: 'RATE_LIMITED', message: 'محاولات كثيرة، يرجى الانتظار' } };
    stubFetch({ '/api/newsletter': () => json(body, 429) });
    const { user, input, submit } = setup();
    await user.type(input, 'rana@example.com');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(body.error.message);
  });
});
