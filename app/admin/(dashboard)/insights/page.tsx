import type { Metadata } from 'next';
import { InsightsView } from './insights-view';
import { OwnerSection } from '@/components/admin/owner-section';
import { getInsightReport, listPageTitles } from '@/lib/insights/admin';
import { shapeInsights } from '@/lib/insights/report';
import { INSIGHTS_TEXTS } from '@/lib/insights/vocabulary';
import { rangeSchema } from '@/lib/insights/schema';

export const metadata: Metadata = { title: 'Insights · Admin Dashboard', robots: { index: false, follow: false } };

export default async function AdminInsightsPage({ searchParams }: { searchParams: Promise<{ days?: string }> }) {
  const days = rangeSchema.parse((await searchParams).days);
  return (
    <OwnerSection
      notice={{ title: INSIGHTS_TEXTS.forbidden, text: 'You are signed in, but the visit counts of this portfolio are for its owner.' }}
      load={(db) => Promise.all([getInsightReport(db, days), listPageTitles(db)])}
      failure={INSIGHTS_TEXTS.failed}
    >
      {([report, titles]) => <InsightsView insights={shapeInsights(report, titles)} days={days} />}
    </OwnerSection>
  );
}
