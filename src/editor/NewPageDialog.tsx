/** Adding a page: its address, and whether (and where) it appears in the site's menu. */
import { useState } from 'react';
import { api } from './api';
import { Dialog } from './Dialog';
import { DialogFormEnd } from './DialogFormEnd';
import { useDialogSubmit } from './useDialogSubmit';
import { addressInWords } from '../editorApi/words';

export function NewPageDialog({
  menuGroups,
  onClose,
  onCreated,
  onSignedOut,
}: {
  menuGroups: string[];
  onClose(): void;
  onCreated(file: string, title: string): void;
  onSignedOut(): void;
}) {
  const [address, setAddress] = useState('/');
  const [menu, setMenu] = useState('none');
  // The name in the menu follows the address (a real value, not a grey example that looks filled in) until the
  // person writes one of their own.
  const [ownLabel, setOwnLabel] = useState<string>();
  const label = ownLabel ?? addressInWords(address);
  const { error, busy, submitWith } = useDialogSubmit(onSignedOut);
  const submit = submitWith(async () => {
    const menuEntry = menu === 'none' ? undefined : { group: menu === 'top' ? '' : menu, label };
    const created = await api.newPage(address.trim(), menuEntry);
    onCreated(created.path, addressInWords(created.route));
  });

  return (
    <Dialog title="New page" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor="new-page-address">Address</label>
        <input
          id="new-page-address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-describedby="new-page-address-help"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <p id="new-page-address-help" className="field-help">
          Lower-case words with dashes, for example /about/our-team. The page starts from a template that already works.
        </p>
        <label htmlFor="new-page-menu">In the menu</label>
        <select id="new-page-menu" value={menu} onChange={(event) => setMenu(event.target.value)}>
          <option value="none">Not in the menu</option>
          <option value="top">In the main menu</option>
          {menuGroups.map((group) => (
            <option key={group} value={group}>
              Under {group}
            </option>
          ))}
        </select>
        {menu !== 'none' ? (
          <>
            <label htmlFor="new-page-label">Name in the menu</label>
            <input id="new-page-label" value={label} onChange={(event) => setOwnLabel(event.target.value)} />
          </>
        ) : null}
        <DialogFormEnd error={error} busy={busy} submitLabel="Add page" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
