// Public surface of the audience area: survey responses, audience metrics and graphs, links and their rules.
export {
  AUDIENCE_GRAPH_KINDS,
  AUDIENCE_MESSAGES,
  AUDIENCE_ROUTES,
  AUDIENCE_TABS,
  type AudienceGraphKind,
  SURVEY_DURATION_MINUTES,
} from './audience.constants.js';
export {
  AUDIENCE_EXPORT_STATUSES,
  AUDIENCE_LINK_TYPES,
  audienceLinkSchema,
  type Audience,
  type AudienceExportStatus,
  type AudienceGraphItem,
  type AudienceGraphs,
  type AudienceSegment,
} from './audience.schema.js';
export {
  audienceExportCsv,
  audienceExportScreen,
  computeAudienceMetrics,
  hasEnoughResponsesForMetrics,
  isAudienceExportDisabled,
  isEmailCollectionLinkLocked,
  isQualifiedOnlyToggleDisabled,
  isQualifiedSurveyResponse,
  isRecommendedItinerariesBlockVisible,
  isSurveyLinkLocked,
  popularDestinationsGraph,
  shapeAudienceGraph,
  sortAudienceRanges,
  audienceRangeStart,
  AUDIENCE_RANGE_GRAPHS,
} from './audience.rules.js';
export {
  MARKETING_LIST_FILE_FIELD,
  MARKETING_LIST_MESSAGES,
  type MarketingListRow,
  readMarketingList,
} from './marketing-list.rules.js';
