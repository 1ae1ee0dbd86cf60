'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';

type ChatWidgetProps = { appId: string; pageId: string };

declare global {
  interface Window {
    fbAsyncInit?: () => void;
    FB?: { init(options: Record<string, unknown>): void };
  }
}

/**
 * The social chat plugin (SDK v15.0, in the page's language: en_US or bn_IN). It loads only
 * when configured and only once the page is idle, so it never delays the page
 * (docs/decisions.md 10).
 */
export function ChatWidget({ appId, pageId }: ChatWidgetProps) {
  const sdkLocale = useLocale() === 'bn' ? 'bn_IN' : 'en_US';
  useEffect(() => {
    const load = () => {
      if (document.getElementById('facebook-jssdk')) return;
      window.fbAsyncInit = () => window.FB?.init({ appId, xfbml: true, version: 'v15.0' });
      const script = document.createElement('script');
      script.id = 'facebook-jssdk';
      script.async = true;
      script.src = `https://connect.facebook.net/${sdkLocale}/sdk/xfbml.customerchat.js`;
      document.body.appendChild(script);
    };
    const idle =
      window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2000));
    const handle = idle(load);
    return () => {
      if (window.cancelIdleCallback && typeof handle === 'number')
        window.cancelIdleCallback(handle);
    };
  }, [appId, sdkLocale]);

  return (
    <>
      <div id="fb-root" />
      <div className="fb-customerchat" data-attribution="biz_inbox" data-page_id={pageId} />
    </>
  );
}
