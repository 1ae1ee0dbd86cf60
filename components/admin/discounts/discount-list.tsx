import Link from 'next/link';
import type { StaffDiscountCode } from '@/lib/ordering/admin';
import {
  minimumText,
  perCustomerText,
  standingText,
  usesText,
  valueText,
  windowText,
} from './code-text';

const head = 'px-3 py-3 text-left text-xs font-normal tracking-[0.15em] text-ink-soft uppercase';
const cell = 'px-3 py-3 align-top';

function CodeLink({ code, cover = false }: { code: StaffDiscountCode; cover?: boolean }) {
  return (
    <Link
      href={`/admin/discounts/${code.id}`}
      className={`text-ink hover:text-primary-800 font-medium tracking-wide underline-offset-4 hover:underline ${cover ? 'after:absolute after:inset-0' : ''}`}
    >
      {code.code}
    </Link>
  );
}

function Standing({ code, now }: { code: StaffDiscountCode; now: Date }) {
  const text = standingText(code, now);
  const tone =
    text === 'Active' ? 'border-emerald-700 text-emerald-800' : 'border-stone-300 text-ink-soft';
  return <span className={`inline-block border px-2 py-0.5 text-xs ${tone}`}>{text}</span>;
}

const scopeText = (code: StaffDiscountCode, names: Map<number, string>) =>
  code.appliesTo === 'all'
    ? 'Every piece'
    : code.categoryIds
        .map((id) => names.get(id))
        .filter(Boolean)
        .join(', ') || 'No category left';

type Props = { codes: StaffDiscountCode[]; categoryNames: Map<number, string>; now: Date };

/** The codes: a table on wide screens, cards on a phone; each code links to its form. */
export function DiscountList({ codes, categoryNames, now }: Props) {
  return (
    <>
      <div className="hidden border border-stone-200 bg-white md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Discount codes</caption>
          <thead className="border-b border-stone-200">
            <tr>
              {['Code', 'Takes off', 'Uses', 'When', 'Standing'].map((title) => (
                <th key={title} scope="col" className={head}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {codes.map((code) => (
              <tr key={code.id} className="hover:bg-stone-50">
                <td className={cell}>
                  <CodeLink code={code} />
                  {code.note && <p className="text-ink-muted mt-0.5 text-xs">{code.note}</p>}
                </td>
                <td className={cell}>
                  <p className="text-ink">{valueText(code)}</p>
                  <p className="text-ink-muted mt-0.5 text-xs">
                    {minimumText(code)} · {scopeText(code, categoryNames)}
                  </p>
                </td>
                <td className={`${cell} tabular-nums`}>
                  <p className="text-ink">{usesText(code)}</p>
                  <p className="text-ink-muted mt-0.5 text-xs">{perCustomerText(code)}</p>
                </td>
                <td className={`${cell} text-ink-soft text-xs`}>{windowText(code)}</td>
                <td className={cell}>
                  <Standing code={code} now={now} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Discount codes">
        {codes.map((code) => (
          <li
            key={code.id}
            className="relative border border-stone-200 bg-white p-4 focus-within:border-stone-400"
          >
            <div className="flex items-start justify-between gap-3">
              <CodeLink code={code} cover />
              <Standing code={code} now={now} />
            </div>
            <p className="text-ink mt-2 text-sm">
              {valueText(code)} · {scopeText(code, categoryNames)}
            </p>
            <p className="text-ink-soft mt-1 text-xs tabular-nums">
              {usesText(code)} · {perCustomerText(code)}
            </p>
            <p className="text-ink-muted mt-1 text-xs">
              {windowText(code)} · {minimumText(code)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
