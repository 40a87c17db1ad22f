// The recommended-itineraries banner above the catalogue (CAT-002, CAT-009): each recommendation names the company
// when the platform recommends it, else the host who did; read a page at a time (issue 18) with 'Show more'.
import { recommendationRecommender } from '@caravan/domain';
import { Banner, Link } from '@caravan/ui';
import { usePagedList } from '../../api/paged.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { catalogueApi, catalogueKeys, itineraryPaths } from './catalogue.api.js';

/** DECIDE: the company's name as recommender is the product's, 'Caravan'. */
export const COMPANY_RECOMMENDER = 'Caravan';

export function RecommendedBanner() {
  const list = usePagedList(catalogueKeys.recommendations(), catalogueApi.recommendations);
  const recs = list.state.data ?? [];
  if (recs.length === 0) return null;
  return (
    <Banner tone="brand" label="Recommended itineraries">
      <div className="ct-Recs">
        <strong>Recommended for you</strong>
        <ul className="ct-Recs-list">
          {recs.map((r) => (
            <li key={r.itinerary.id}>
              <Link href={itineraryPaths.description(r.itinerary.id)}>{r.itinerary.name}</Link>{' '}
              <span className="ct-Recs-by">
                recommended by{' '}
                {recommendationRecommender(r) === 'company'
                  ? COMPANY_RECOMMENDER
                  : (r.recommendedBy?.firstName ?? 'your host')}
                {r.topRecommended ? ' · Top pick' : ''}
              </span>
              {r.recommendationNote ? <span className="ct-Recs-note"> “{r.recommendationNote}”</span> : null}
            </li>
          ))}
        </ul>
        <LoadMore list={list} label="Show more" />
      </div>
    </Banner>
  );
}
