import type { ReportBikeBody } from '@reride/shared';

// Apart from the mutation (report-bike.ts): the catalogue's pages read which bikes the viewer
// reported without loading the report's code, which comes with its dialog.

export interface ReportBikeVariables {
  bikeId: string;
  body: ReportBikeBody;
}

/** The key of every report mutation: the catalogue reads which bikes the viewer reported. */
export const REPORT_BIKE_KEY = ['reportBike'] as const;
