'use client';

export { default } from '../(store)/error';
