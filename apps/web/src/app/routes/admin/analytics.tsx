import { AnalyticsPanel } from '@/features/telemetry/components/analytics-panel';

export default function AdminAnalyticsRoute() {
  return (
    <>
      <title>Analítica · Adiestra</title>
      <AnalyticsPanel />
    </>
  );
}
