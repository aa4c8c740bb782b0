import { type RefObject, useId, useState } from 'react';
import { useForm } from './formContext';
import './factMenu.css';

/** "Insert fact" under a free text: the company facts by name, put in at the cursor in double braces. */
export function FactMenu({
  controlRef,
  text,
  onInsert,
}: {
  controlRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  text: string;
  onInsert(text: string): void;
}) {
  const { site } = useForm();
  const [open, setOpen] = useState(false);
  const listId = useId();
  function insert(name: string) {
    const control = controlRef.current;
    const at = control?.selectionStart ?? text.length;
    const end = control?.selectionEnd ?? at;
    const fact = `{{${name}}}`;
    onInsert(text.slice(0, at) + fact + text.slice(end));
    setOpen(false);
    // Back to the text, the cursor after the fact, to go on typing.
    requestAnimationFrame(() => {
      control?.focus();
      control?.setSelectionRange(at + fact.length, at + fact.length);
    });
  }
  return (
    <div className="form-facts">
      <button
        type="button"
        className="button button-small form-facts-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        Insert fact
      </button>
      <ul id={listId} className="form-facts-list" hidden={!open}>
        {site.facts.map((fact) => (
          <li key={fact.name}>
            <button type="button" className="button form-fact" onClick={() => insert(fact.name)}>
              {`{{${fact.name}}}`} <span className="form-fact-value">{fact.value}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
