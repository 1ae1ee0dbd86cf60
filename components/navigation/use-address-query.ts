'use client';

import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};
const addressQuery = () => window.location.search;
const noQuery = () => '';

/**
 * The page address's query (a feed's or an ad's `?size=M&colour=Maroon`), read once the
 * page has hydrated. Pages are prerendered without it, so the server's answer, and the
 * first render's in the browser, is ''.
 */
export const useAddressQuery = () => useSyncExternalStore(noChanges, addressQuery, noQuery);
