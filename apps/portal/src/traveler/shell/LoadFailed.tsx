// The traveler app's page when its data could not be loaded: what failed, the server's words, and a retry.
import { Alert, Button } from '@caravan/ui';

export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div className="tv-Page">
      <h1 className="tv-PageTitle">Traveler Portal</h1>
      <Alert
        tone="danger"
        title={title}
        actions={
          <Button variant="secondary" size="sm" onPress={onRetry}>
            Try again
          </Button>
        }
      >
        {message}
      </Alert>
    </div>
  );
}
