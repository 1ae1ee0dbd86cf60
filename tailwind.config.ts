import type { Config } from 'tailwindcss';

// The store's theme: #EEAA57 is an accent (links, focus rings, small marks), never a large fill.
export default {
  theme: {
    extend: {
      colors: {
        primary: {
          50: '#fdf7ee',
          100: '#fbecd6',
          200: '#f7d8ad',
          300: '#f3c385',
          400: '#f0b66c',
          DEFAULT: '#eeaa57',
          500: '#eeaa57',
          600: '#d98f35',
          700: '#b46f22',
          800: '#8a5419',
          900: '#5e3911',
        },
        ink: { DEFAULT: '#1c1917', soft: '#57534e', muted: '#6b6560' },
        ivory: '#faf7f2',
      },
      fontFamily: {
        sans: ['var(--font-store)', '"Noto Sans Bengali Web"', 'sans-serif'],
      },
    },
  },
} satisfies Config;
