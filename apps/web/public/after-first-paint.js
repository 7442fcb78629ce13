// A page whose first screen the server drew (decision 038) asks for the app's code only once
// that screen has painted: on a slow line the stylesheet, the fonts and the lead picture get
// the bandwidth first, and the code hydrates what the shopper already sees. The server names
// the app's scripts (data-modules) and the screen's code (data-screen) on this element.
//
// Until the app has taken the screen over, what the shopper does on it would be lost: a tap
// on a button does nothing, a choice in a list or a typed word changes the field but not the
// screen, Enter would reload the page. Those are held and done again, in order, once the app
// says it has hydrated the screen ('souq:hydrated'). Links need no help: they work as plain
// links. The attribute and event names are spelled out as packages/domain/src/page-preload.ts
// names them.
(() => {
  const own = document.currentScript;
  const replays = [];
  const drawn = (target) =>
    target instanceof Element ? target.closest('[data-server-drawn]') !== null : false;
  // A held event goes no further: React puts its listeners on the root before it hydrates,
  // and an event reaching them then makes React hydrate at once, inside that event. The rest
  // of the same gesture (a choice's change after its input) would then reach the app with the
  // value hydration drew back, and be done after the replay, undoing it.
  const keep = (event, replay) => {
    event.stopImmediatePropagation();
    replays.push(replay);
  };
  const hold = (event) => {
    if (!drawn(event.target)) return;
    if (event.type === 'submit') {
      event.preventDefault();
      keep(event, () => event.target.isConnected && event.target.requestSubmit());
      return;
    }
    if (event.type === 'click') {
      const button = event.target.closest('button');
      if (!button || button.type === 'submit') return; // a submit button: its form's submit
      event.preventDefault();
      keep(event, () => button.isConnected && button.click());
      return;
    }
    // input or change: the field keeps the value; the app must hear of it
    const field = event.target;
    if (!('value' in field) || field.type === 'checkbox' || field.type === 'radio') return;
    const value = field.value;
    keep(event, () => retell(field, value));
  };
  // React took the field's value as it found it for its own note of the last value, so the
  // same value would not read as a change: the field's own setter (React's) notes another
  // one, the prototype's puts the shopper's back without a note, and the event is a change.
  const retell = (field, value) => {
    if (!field.isConnected) return;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    field.value = '';
    setter?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  };
  const kinds = ['click', 'submit', 'input', 'change'];
  for (const kind of kinds) document.addEventListener(kind, hold, true);
  let hydrated = false;
  // The app says it has hydrated from inside its own work (an effect), where what a replay
  // changes is only applied after every replay has run: a typed email was not yet the form's
  // when its held submit was done again, and the form said the email was empty. The replays
  // run in a task of their own after that work; what comes meanwhile is still held, in order.
  document.addEventListener(
    'souq:hydrated',
    () => {
      hydrated = true;
      setTimeout(() => {
        for (const kind of kinds) document.removeEventListener(kind, hold, true);
        for (const replay of replays) replay();
      }, 0);
    },
    { once: true },
  );

  // The app's code may never come (a file did not download, or the screen's code: the app
  // then says so). What the shopper taps would be held for nothing: they are told, in the
  // server's words (data-failed-text), and given a button that loads the page again.
  let failed = false;
  const fail = () => {
    if (failed || hydrated) return;
    failed = true;
    const notice = document.createElement('div');
    notice.setAttribute('role', 'alert');
    notice.setAttribute('data-app-failed', '');
    Object.assign(notice.style, {
      position: 'fixed',
      zIndex: '100',
      insetInline: '0',
      insetBlockEnd: '0',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '8px 16px',
      paddingBlock: '12px calc(12px + env(safe-area-inset-bottom, 0px))',
      paddingInline: '16px',
      background: '#1c1917',
      color: '#fff',
      fontSize: '15px',
      lineHeight: '1.6',
    });
    const text = Object.assign(document.createElement('p'), {
      textContent: own?.getAttribute('data-failed-text') ?? '',
    });
    text.style.margin = '0';
    const reload = Object.assign(document.createElement('button'), {
      type: 'button',
      textContent: own?.getAttribute('data-failed-action') ?? '',
      onclick: () => location.reload(),
    });
    Object.assign(reload.style, {
      minBlockSize: '44px',
      paddingInline: '16px',
      border: '0',
      borderRadius: '8px',
      background: '#fff',
      color: '#065f46',
      font: 'inherit',
      fontWeight: '700',
    });
    notice.append(text, reload);
    document.body.append(notice);
    // The end of the page can still be scrolled into view above the notice.
    document.body.style.paddingBlockEnd = `${notice.offsetHeight}px`;
  };
  document.addEventListener('souq:app-failed', fail, { once: true });

  const named = (name) => (own?.getAttribute(name) ?? '').split(' ').filter(Boolean);
  const add = (tag, properties) =>
    document.head.append(Object.assign(document.createElement(tag), properties));
  const load = () => {
    for (const href of named('data-screen'))
      add('link', { rel: 'modulepreload', crossOrigin: '', href });
    for (const src of named('data-modules'))
      add('script', { type: 'module', crossOrigin: '', src, onerror: fail });
  };
  // The frame's callbacks run just before its paint; the timer, just after it.
  requestAnimationFrame(() => setTimeout(load, 0));
})();
