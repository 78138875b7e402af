/** Where visitors' browsers post: this dashboard's origin, which serves `/f/*` beside the API. */
export const endpointBase = () => window.location.origin;

export function htmlSnippet(url: string): string {
  return `<form action="${url}" method="POST">
  <label>Your e-mail <input type="email" name="email" required></label>
  <label>Message <textarea name="message" required></textarea></label>
  <!-- A honeypot: people leave it empty, bots fill it in -->
  <input type="text" name="_gotcha" style="display:none" tabindex="-1" autocomplete="off">
  <button type="submit">Send</button>
</form>`;
}

export function fetchSnippet(url: string): string {
  return `const form = document.querySelector('form');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const response = await fetch('${url}', {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new FormData(form),
  });
  if (response.ok) form.replaceWith('Thanks! We got your message.');
  else alert('Sorry, that did not work. Please try again.');
});`;
}

export function reactSnippet(slug: string, base: string): string {
  return `import { useForm, ValidationError } from '@formspree/react';

export function ContactForm() {
  const [state, handleSubmit] = useForm('${slug}', { endpoint: '${base}' });
  if (state.succeeded) return <p>Thanks! We got your message.</p>;
  return (
    <form onSubmit={handleSubmit}>
      <label htmlFor="email">Your e-mail</label>
      <input id="email" type="email" name="email" />
      <ValidationError prefix="Email" field="email" errors={state.errors} />
      <label htmlFor="message">Message</label>
      <textarea id="message" name="message" />
      <button type="submit" disabled={state.submitting}>Send</button>
    </form>
  );
}`;
}
