/**
 * The responsive grid of cards (or any list of equal items) every block lays its items out in: one column on
 * phones, more from each breakpoint named. A list element's bullets and spacing are reset.
 */
import type { CSSObject, Theme } from '@emotion/react';
import { mq } from './media';

type Breakpoint = keyof Theme['breakpoints'];

/** Columns on phones (`base`, default 1) and from each breakpoint up. */
export type GridColumns = Partial<Record<'base' | Breakpoint, number>>;

const breakpoints: Breakpoint[] = ['sm', 'md', 'lg'];

const tracks = (count: number) => (count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`);

export const bareList: CSSObject = { listStyle: 'none', margin: 0, padding: 0 };

/** A grid of equal columns: `css={cardGrid({ sm: 2, lg: 3 })}`. */
export function cardGrid(columns: GridColumns, gap: number | string = 24) {
  return (theme: Theme): CSSObject => {
    const styles: CSSObject = { ...bareList, display: 'grid', gap, gridTemplateColumns: tracks(columns.base ?? 1) };
    for (const name of breakpoints) {
      const count = columns[name];
      if (count) styles[mq(theme)[name]] = { gridTemplateColumns: tracks(count) };
    }
    return styles;
  };
}

/**
 * The same columns, but a short last row is centred rather than left-aligned (7 cards read as 4 + 3): a wrapping
 * flex row whose items take a column's width.
 */
export function centredCardRows(columns: GridColumns, gap: number) {
  const basis = (count: number) => (count === 1 ? '100%' : `calc((100% - ${(count - 1) * gap}px) / ${count})`);
  return (theme: Theme): CSSObject => {
    const item: CSSObject = { flex: `0 0 ${basis(columns.base ?? 1)}` };
    for (const name of breakpoints) {
      const count = columns[name];
      if (count) item[mq(theme)[name]] = { flexBasis: basis(count) };
    }
    return { ...bareList, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap, '& > li': item };
  };
}
