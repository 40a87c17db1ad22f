// /admin/marketing-lists (MKT-038): each host's marketing list and its size, a CSV import into a chosen host's list
// (HAP-031), and each list's export as CSV.
import {
  Alert,
  Button,
  Card,
  Cell,
  Column,
  Link,
  PageHeader,
  Row,
  Table,
  TableBody,
  TableHeader,
  TextField,
} from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadMore } from '../../shell/LoadMore.js';
import { notify } from '../../shell/notify.js';
import '../trips-list/admin-lists.css';
import {
  type MarketingList,
  type MarketingListImport,
  importMarketingList,
  marketingListCsvHref,
  marketingListsKey,
  useMarketingLists,
} from './marketing-lists.api.js';

/** What an import did, in words. */
export function importSummary(host: string, r: MarketingListImport): string {
  const parts = [`${r.imported} added to ${host}'s list`];
  if (r.alreadyListed > 0) parts.push(`${r.alreadyListed} already on it`);
  if (r.invalidLines.length > 0)
    parts.push(`line${r.invalidLines.length > 1 ? 's' : ''} ${r.invalidLines.join(', ')} had no valid email`);
  return `${parts.join('; ')}.`;
}

function ImportCard({ host, onDone }: { host: MarketingList; onDone: () => void }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => importMarketingList(host.hostId, chosen),
    onSuccess: async (result) => {
      notify({
        title: 'List imported',
        description: importSummary(host.hostName || host.hostEmail, result),
        tone: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: marketingListsKey });
      onDone();
    },
  });
  return (
    <Card title={`Import into ${host.hostName || host.hostEmail}'s list`}>
      <form
        className="adl-Toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <div className="cv-Field">
          <label className="cv-Field-label" htmlFor={inputId}>
            CSV file (an email column; first and last name optional)
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" isDisabled={!file} isPending={upload.isPending}>
          Import
        </Button>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
      </form>
      {upload.isError ? (
        <Alert tone="danger" title="The list was not imported">
          {upload.error instanceof Error ? upload.error.message : String(upload.error)}
        </Alert>
      ) : null}
    </Card>
  );
}

export function MarketingListsPage() {
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<MarketingList | null>(null);
  const list = useMarketingLists(search);
  const lists = list.state;
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Marketing Lists"
        description="Each host's marketing list: the people who asked to hear about their trips. Import a CSV into a host's list or download one."
      />
      {target ? <ImportCard key={target.hostId} host={target} onDone={() => setTarget(null)} /> : null}
      <div className="adl-Toolbar">
        <TextField
          label="Search hosts"
          type="search"
          value={search}
          onChange={setSearch}
          placeholder="Host name or email"
          className="adl-Search"
        />
      </div>
      {lists.status === 'failed' ? (
        <Alert tone="danger" title="Could not load the marketing lists">
          {lists.message}
        </Alert>
      ) : (
        <div className="adl-Scroll">
          <Table aria-label="Marketing lists">
            <TableHeader>
              <Column isRowHeader>Host</Column>
              <Column>Addresses</Column>
              <Column>Import</Column>
              <Column>Export</Column>
            </TableHeader>
            <TableBody
              items={lists.data ?? []}
              renderEmptyState={() => (
                <p className="pt-Empty">
                  {lists.status === 'loading' ? 'Loading marketing lists…' : 'No host matches.'}
                </p>
              )}
            >
              {(m) => (
                <Row id={m.hostId}>
                  <Cell>
                    <Link href={`/admin/users/${m.hostId}`}>{m.hostName || m.hostEmail}</Link>{' '}
                    <span className="pt-Muted">{m.hostEmail}</span>
                  </Cell>
                  <Cell>{m.subscribers}</Cell>
                  <Cell>
                    <Button
                      size="sm"
                      variant="secondary"
                      onPress={() => setTarget(m)}
                      aria-label={`Import a CSV into ${m.hostEmail}'s list`}
                    >
                      Import CSV
                    </Button>
                  </Cell>
                  <Cell>
                    {/* download: the browser saves the file instead of the router opening it as a page. */}
                    <Link
                      href={marketingListCsvHref(m.hostId)}
                      download
                      aria-label={`Download ${m.hostEmail}'s list as CSV`}
                    >
                      Download CSV
                    </Link>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <LoadMore list={list} label="More hosts" />
    </>
  );
}
