/**
 * "Page details" above a page's blocks: its title (the browser tab's and search results' heading), its description
 * for search results, its sharing picture and whether search engines may list it. Closed until opened, as the blocks
 * are what the office changes most; open by itself when one of these fields has a mistake, so a new page's sample
 * description is never left unseen. The address is changed with "Move to another address…" (MovePageButton.tsx).
 */
import { useId, useState } from 'react';
import { FileFields, type FileFieldsProps } from './FileFields';
import './pageDetails.css';

/** A page's fields but its blocks and its address. */
const pageLeavesOut = ['blocks', 'route'] as const;
const detailFields = ['title', 'description', 'noindex', 'image'];

export function PageDetails(props: FileFieldsProps) {
  const bodyId = useId();
  const mistakes = props.errors.filter(
    (error) => error.file === props.file && detailFields.includes(String(error.path?.[0])),
  ).length;
  const [chosen, setChosen] = useState<boolean>();
  const open = chosen ?? mistakes > 0;
  return (
    <section className="page-details">
      <h3 className="page-details-heading">
        <button
          type="button"
          className="page-details-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setChosen(!open)}
        >
          Page details
          <span className="page-details-hint">
            {mistakes
              ? ` (${mistakes === 1 ? '1 mistake' : `${mistakes} mistakes`})`
              : ' (title and search description)'}
          </span>
        </button>
      </h3>
      <div id={bodyId} hidden={!open}>
        {open ? <FileFields {...props} leaveOut={pageLeavesOut} /> : null}
      </div>
    </section>
  );
}
