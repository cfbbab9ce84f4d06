import { lazy, Suspense, useEffect, useState } from 'react';
import { clearLocalSaves, localSaves, setAccountSaves } from '#src/islands/public/saves/saved-vehicles';
import { call, type Me } from './account-api';
import ConfirmSignIn from './confirm-sign-in';
import SignInPanel from './sign-in-panel';

// The garage itself is asked for once a shopper is known: a visitor who is not signed in never downloads it,
// and it is not part of the page's JavaScript at load (90 KB budget).
const GarageView = lazy(() => import('./garage-view'));

/**
 * /account ("My garage"). The page's HTML is the same for everyone (cached);
 * this island asks who is signed in after it loads. A sign-in link lands here
 * as /account#signin=TOKEN: the fragment never reaches a server log or a
 * Referer, and the token is used by an explicit POST (a mail scanner that
 * fetches the link uses nothing). A link asked for in another browser (or planted by someone who asked for
 * their own account) first asks "Sign in as a…@example.com?": nothing is signed in or merged before yes.
 */
export default function AccountApp() {
  const [me, setMe] = useState<Me | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<{ token: string; email: string } | null>(null);

  const signedIn = (next: Me) => {
    if (next.signedIn) {
      clearLocalSaves();
      setAccountSaves(true, next.saved);
    }
    setMe(next);
  };

  useEffect(() => {
    const open = async () => {
      const token = /^#signin=([A-Za-z0-9_-]+)$/.exec(window.location.hash)?.[1];
      if (token) {
        history.replaceState(null, '', window.location.pathname + window.location.search);
        const link = await call<{ email: string; sameBrowser: boolean }>('/api/shopper/sign-in/check', 'POST', { token });
        if (link.ok && !link.data.sameBrowser) return setPending({ token, email: link.data.email });
        if (link.ok) {
          const res = await call<Me>('/api/shopper/sign-in/verify', 'POST', { token, saved: localSaves() });
          if (res.ok) return signedIn(res.data);
          setNotice(res.failure.message);
        } else setNotice(link.failure.message);
      }
      const res = await call<Me>('/api/shopper/me');
      setMe(res.ok ? res.data : { signedIn: false });
    };
    void open();
    // A link opened in the tab that asked for it changes only the fragment: no new page load.
    const onHash = () => void (window.location.hash.startsWith('#signin=') && open());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  if (pending)
    return (
      <ConfirmSignIn
        email={pending.email}
        token={pending.token}
        localCount={localSaves().length}
        localSaves={localSaves}
        onSignedIn={(next) => {
          setPending(null);
          signedIn(next);
        }}
        onDeclined={() => {
          setPending(null);
          void call<Me>('/api/shopper/me').then((res) => setMe(res.ok ? res.data : { signedIn: false }));
        }}
      />
    );
  if (!me)
    return (
      <p aria-busy="true" className="text-ink/70">
        Opening your garage…
      </p>
    );
  if (!me.signedIn) return <SignInPanel localCount={localSaves().length} localSaves={localSaves} onSignedIn={signedIn} notice={notice} />;

  return (
    <Suspense
      fallback={
        <p aria-busy="true" className="text-ink/70">
          Opening your garage…
        </p>
      }
    >
      <GarageView me={me} setMe={setMe} />
    </Suspense>
  );
}
