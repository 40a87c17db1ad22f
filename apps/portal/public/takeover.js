// Loads the portal's entry on a visitor's server-rendered public page: once the page has loaded and stayed idle the
// delay its tag names, or at the first touch, click or key, whichever comes first (apps/api/src/http/deferred-takeover.ts
// says why). A classic script, with no build step: it must run before, and without, the portal's own code.
(() => {
  const tag = document.currentScript;
  const entry = tag?.getAttribute('data-entry');
  if (!entry) return;
  const delay = Number(tag.getAttribute('data-delay') ?? '3000');
  const triggers = ['pointerdown', 'keydown', 'touchstart'];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const name of triggers) removeEventListener(name, start, true);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  for (const name of triggers) addEventListener(name, start, { capture: true, passive: true });
  const idle = window.requestIdleCallback ?? ((run) => setTimeout(run, 0));
  const later = () => setTimeout(() => idle(start), delay);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
})();
