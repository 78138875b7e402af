
var e=()=>window.location.origin;function t(e){return`<form action="${e}" method="POST">
  <label>Your e-mail <input type="email" name="email" required></label>
  <label>Message <textarea name="message" required></textarea></label>
  <!-- A honeypot: people leave it empty, bots fill it in -->
  <input type="text" name="_gotcha" style="display:none" tabindex="-1" autocomplete="off">
  <button type="submit">Send</button>
</form>`}function n(e){return`const form = document.querySelector('form');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const response = await fetch('${e}', {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new FormData(form),
  });
  if (response.ok) form.replaceWith('Thanks! We got your message.');
  else alert('Sorry, that did not work. Please try again.');
});`}function r(e,t){return`import { useForm, ValidationError } from '@formspree/react';

export function ContactForm() {
  const [state, handleSubmit] = useForm('${e}', { endpoint: '${t}' });
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
}`}export{r as i,n,t as r,e as t};