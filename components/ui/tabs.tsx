'use client';

import * as Radix from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export type Tab = { value: string; label: ReactNode; content: ReactNode };

type TabsProps = {
  tabs: readonly Tab[];
  /** What the row of tabs is about, for screen readers. */
  label: string;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
};

/**
 * Tabs on Radix: arrow keys move along the row and show the tab (automatic activation), Tab
 * goes on into the shown panel. The chosen tab is underlined in the accent.
 */
export function Tabs({ tabs, label, defaultValue, value, onValueChange, className }: TabsProps) {
  return (
    <Radix.Root
      defaultValue={defaultValue ?? tabs[0]?.value}
      value={value}
      onValueChange={onValueChange}
      className={className}
    >
      <Radix.List
        aria-label={label}
        className="flex gap-8 overflow-x-auto border-b border-stone-200"
      >
        {tabs.map((tab) => (
          <Radix.Trigger
            key={tab.value}
            value={tab.value}
            className="text-ink-soft hover:text-ink data-[state=active]:text-ink data-[state=active]:border-primary -mb-px flex min-h-11 shrink-0 items-center border-b-2 border-transparent text-xs tracking-[0.2em] whitespace-nowrap uppercase transition-colors"
          >
            {tab.label}
          </Radix.Trigger>
        ))}
      </Radix.List>
      {tabs.map((tab) => (
        <Radix.Content key={tab.value} value={tab.value} className="pt-8">
          {tab.content}
        </Radix.Content>
      ))}
    </Radix.Root>
  );
}
