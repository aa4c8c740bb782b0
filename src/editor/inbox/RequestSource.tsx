/** Where a request came from: the page it was sent from and the campaign tags of the visit. */
import type { RequestDetail } from '../../editorApi/requestStatuses';

const tags: [keyof RequestDetail['source'], string][] = [
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['gclid', 'gclid'],
];

export function RequestSource({ source }: { source: RequestDetail['source'] }) {
  const shown = tags.filter(([key]) => source[key]);
  return (
    <section className="request-source" aria-labelledby="request-source-heading">
      <h3 id="request-source-heading">Where it came from</h3>
      <dl className="detail-facts">
        <div className="detail-fact">
          <dt>Sent from</dt>
          <dd>{source.page ? <code>{source.page}</code> : 'Not known'}</dd>
        </div>
        {shown.map(([key, name]) => (
          <div key={key} className="detail-fact">
            <dt>{name}</dt>
            <dd>
              <code>{source[key]}</code>
            </dd>
          </div>
        ))}
      </dl>
      {shown.length ? null : <p className="source-note">No campaign tags: a direct visit, a search or a link.</p>}
    </section>
  );
}
