import type { Dashboard, Widget } from '@spatium/contracts';
import type { Month } from '../calendar.ts';
import { AppsWidget } from '../widgets/AppsWidget.tsx';
import { CalendarWidget } from '../widgets/CalendarWidget.tsx';
import { FavouritesWidget } from '../widgets/FavouritesWidget.tsx';
import { IssuesWidget } from '../widgets/IssuesWidget.tsx';
import { LatestContentWidget } from '../widgets/LatestContentWidget.tsx';
import { QuoteWidget } from '../widgets/QuoteWidget.tsx';
import { WorldClockWidget } from '../widgets/WorldClockWidget.tsx';

interface WidgetContentProps {
  widget: Widget;
  dashboard: Dashboard;
  month: Month;
  arranging: boolean;
  onZones: (zones: string[]) => void;
}

/** What each kind of widget shows, from the dashboard's one answer. */
export function WidgetContent({ widget, dashboard, month, arranging, onZones }: WidgetContentProps) {
  switch (widget.kind) {
    case 'worldClock':
      return <WorldClockWidget zones={widget.zones ?? []} editing={arranging} onZones={onZones} />;
    case 'favorites':
      return <FavouritesWidget favourites={dashboard.favourites ?? []} />;
    case 'latestContent':
      return <LatestContentWidget items={dashboard.latest ?? []} />;
    case 'calendar':
      return <CalendarWidget initial={{ month, notes: dashboard.notes }} />;
    case 'quote':
      return <QuoteWidget quote={dashboard.quote} />;
    case 'issues':
      return <IssuesWidget />;
    case 'apps':
      return <AppsWidget />;
  }
}
