// The login page's session machine, started from its own chunk after the page's first render (issue 29): the page
// reads the machine's view and sends it events; an event sent before the chunk is there waits for it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionEvent, SignInActor, SignInView } from './sign-in-actor.js';

const NOBODY: SignInView = { redirect: null, error: null, pending: false };
const loadSignIn = () => import('./sign-in-actor.js');

/** The running session machine's view, and `send` for its events (queued until the machine has loaded). */
export function useSignIn(): { view: SignInView; send: (event: SessionEvent) => void } {
  const [view, setView] = useState<SignInView>(NOBODY);
  const actor = useRef<Promise<SignInActor> | null>(null);

  useEffect(() => {
    let stop = () => {};
    let live = true;
    const started = loadSignIn().then((m) => {
      const running = m.startSignIn();
      const subscription = running.subscribe((snapshot) => setView(m.signInViewOf(snapshot)));
      stop = () => {
        subscription.unsubscribe();
        running.stop();
      };
      if (!live) stop();
      return running;
    });
    actor.current = started;
    return () => {
      live = false;
      stop();
    };
  }, []);

  const send = useCallback((event: SessionEvent) => {
    void actor.current?.then((running) => running.send(event));
  }, []);
  return { view, send };
}
