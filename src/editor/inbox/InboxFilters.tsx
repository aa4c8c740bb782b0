/**
 * Above the list: Inbox or Spam, the search, the status and date filters, and the CSV export of what is shown. On a
 * phone the status and dates fold away behind a Filters button (which says how many are set), so the first
 * requests show without scrolling.
 */
import { useState } from 'react';
import type {
  InboxCounts,
  RequestFilter,
  RequestList,
  RequestStatus,
  StatusDefinition,
} from '../../editorApi/requestStatuses';
import { exportAddress } from './inboxApi';
import './inboxFilters.css';

export interface FilterInputs {
  list: RequestList;
  search: string;
  status: RequestStatus | '';
  /** Days as the date fields hold them (YYYY-MM-DD), both included. */
  fromDay: string;
  toDay: string;
}

export function InboxFilters({
  inputs,
  statuses,
  counts,
  filter,
  onChange,
  onClear,
}: {
  statuses: readonly StatusDefinition[];
  inputs: FilterInputs;
  counts: InboxCounts | undefined;
  filter: RequestFilter;
  onChange(next: Partial<FilterInputs>): void;
  onClear(): void;
}) {
  const [folded, setFolded] = useState(true);
  const filtered = Boolean(inputs.search || inputs.status || inputs.fromDay || inputs.toDay);
  const setCount = [inputs.status, inputs.fromDay, inputs.toDay].filter(Boolean).length;
  return (
    <div className="inbox-filters">
      <h2 id="inbox-list-heading" className="visually-hidden">
        {inputs.list === 'spam' ? 'Spam' : 'Requests'}
      </h2>
      <fieldset className="segmented list-switch">
        <legend className="visually-hidden">Which requests</legend>
        <button type="button" aria-pressed={inputs.list === 'inbox'} onClick={() => onChange({ list: 'inbox' })}>
          Inbox{counts?.new ? <span className="count-badge">{counts.new} new</span> : null}
        </button>
        <button type="button" aria-pressed={inputs.list === 'spam'} onClick={() => onChange({ list: 'spam' })}>
          Spam{counts ? <span className="count-quiet">{counts.spam}</span> : null}
        </button>
      </fieldset>
      <div className="filter-grid">
        <div className="filter-search">
          <label htmlFor="inbox-search">Search</label>
          <input
            id="inbox-search"
            type="search"
            value={inputs.search}
            placeholder="Name, e-mail, phone or words"
            autoComplete="off"
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </div>
      </div>
      <div className="filter-actions">
        <button
          type="button"
          className="button button-small filter-toggle"
          aria-expanded={!folded}
          aria-controls="inbox-more-filters"
          onClick={() => setFolded(!folded)}
        >
          Filters{setCount ? ` (${setCount})` : ''}
        </button>
        {filtered ? (
          <button type="button" className="button button-small" onClick={onClear}>
            Clear filters
          </button>
        ) : null}
        <a className="button button-small" href={exportAddress(filter)} download>
          Export CSV<span className="visually-hidden"> of this list</span>
        </a>
      </div>
      <div className="filter-more" id="inbox-more-filters" data-folded={folded}>
        <div className="filter-status">
          <label htmlFor="inbox-status">Status</label>
          <select
            id="inbox-status"
            value={inputs.status}
            onChange={(event) => onChange({ status: event.target.value as FilterInputs['status'] })}
          >
            <option value="">Any status</option>
            {statuses.map((status) => (
              <option key={status.id} value={status.id}>
                {status.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-from">From</label>
          <input
            id="inbox-from"
            type="date"
            value={inputs.fromDay}
            onChange={(event) => onChange({ fromDay: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="inbox-to">To</label>
          <input
            id="inbox-to"
            type="date"
            value={inputs.toDay}
            onChange={(event) => onChange({ toDay: event.target.value })}
          />
        </div>
      </div>
    </div>
  );
}
