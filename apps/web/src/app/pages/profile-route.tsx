/**
 * /profile: the profile page (features/profile) with the "Thông báo đẩy" section (features/push,
 * decision 0111), loaded after the page so the account screen does not wait for it.
 */
import { lazy, Suspense } from 'react';
import { ProfilePage } from '../../features/profile/pages/profile-page.tsx';

const PushSection = lazy(() =>
  import('../../features/push/components/push-section.tsx').then((mod) => ({ default: mod.PushSection })),
);

export function Component() {
  return (
    <ProfilePage
      extra={
        <Suspense fallback={null}>
          <PushSection />
        </Suspense>
      }
    />
  );
}
