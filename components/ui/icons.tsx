import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

// Decorative line icons: always aria-hidden; the control around them carries the name.
function Line({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Line>
);

export const BagIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </Line>
);

export const HeartIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </Line>
);

export const MenuIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Line>
);

export const CloseIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="m6 6 12 12M18 6 6 18" />
  </Line>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="m6 9 6 6 6-6" />
  </Line>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="m15 6-6 6 6 6" />
  </Line>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="m9 6 6 6-6 6" />
  </Line>
);

export const ArrowUpIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Line>
);

export const UserIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20c1-4 4-6 7-6s6 2 7 6" />
  </Line>
);

export const ChatIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4 12a8 8 0 1 1 3.3 6.5L4 20l1.2-3.6A8 8 0 0 1 4 12Z" />
  </Line>
);

export const LockIcon = (props: IconProps) => (
  <Line {...props}>
    <rect x="5" y="11" width="14" height="9" rx="1.5" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Line>
);
