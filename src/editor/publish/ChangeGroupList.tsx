/**
 * What changed, page by page: each group (a page with its new photos, the company details, a photo) by its label,
 * then its files' changed lines. `control` adds something to a group's heading row (Publish's "Publish this").
 */
import type { ReactNode } from 'react';
import { ChangeList, changeWords } from './ChangeList';
import type { ChangeGroupWithDiffs } from '../../editorApi/publishing';

export function ChangeGroupList({
  groups,
  control,
  leftOut,
  headingLevel = 3,
}: {
  groups: ChangeGroupWithDiffs[];
  control?: (group: ChangeGroupWithDiffs) => ReactNode;
  /** Keys of the groups shown as left out. */
  leftOut?: ReadonlySet<string>;
  /** 4 inside a list that has headings of its own (History). */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const files = groups.reduce((count, group) => count + group.changes.length, 0);
  return (
    <ul className="publish-groups">
      {groups.map((group) => (
        <li
          key={group.key}
          className={leftOut?.has(group.key) ? 'publish-group publish-group-left-out' : 'publish-group'}
        >
          <div className="publish-group-head">
            <Heading className="publish-group-label">
              {group.label}{' '}
              <span className={`publish-change publish-change-${group.change}`}>{changeWords[group.change]}</span>
              {leftOut?.has(group.key) ? <span className="publish-left-out-note"> · left out, stays saved</span> : null}
            </Heading>
            {control?.(group)}
          </div>
          <ChangeList changes={group.changes} open={files <= 3} />
        </li>
      ))}
    </ul>
  );
}
