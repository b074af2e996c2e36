import { useLocation, useSearch } from 'wouter';
import { useSeller } from '@web/app/api/profile';
import type { ScreenProps } from '@web/app/routes';
import { Card } from '@web/ui/Card';
import { PageHeader } from '@web/ui/PageHeader';
import { Spinner } from '@web/ui/Spinner';
import { Tabs } from '@web/ui/Tabs';
import { AddressTab } from './AddressTab';
import { BankTab } from './BankTab';
import { IdentityTab } from './IdentityTab';
import { ImagesTab } from './ImagesTab';
import { LegalityTab } from './LegalityTab';
import { UsersTab } from './UsersTab';
import './profile.css';

const TABS = [
  { value: 'identitas', label: 'Identitas' },
  { value: 'legalitas', label: 'Legalitas' },
  { value: 'alamat', label: 'Alamat' },
  { value: 'rekening', label: 'Rekening Bank' },
  { value: 'gambar', label: 'Gambar' },
  { value: 'user', label: 'User' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function tabOf(search: string): Tab {
  const wanted = new URLSearchParams(search).get('tab');
  return TABS.find((t) => t.value === wanted)?.value ?? 'identitas';
}

/** The store profile: six tabs, the chosen one kept in ?tab so a reload stays on it. */
export function ProfileScreen({ title }: ScreenProps) {
  const user = useSeller();
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabOf(search);

  return (
    <>
      <PageHeader title={title} subtitle={user?.name} />
      <Card className="profile">
        <div className="profile__tabs">
          <Tabs
            label="Bagian profil"
            items={TABS}
            value={tab}
            selectOnPhone
            onChange={(next) => navigate(`/profile?tab=${next}`, { replace: true })}
          />
        </div>
        {!user ? (
          <div className="screen-loader">
            <Spinner size="lg" label="Memuat profil" />
          </div>
        ) : (
          <div className="profile__panel" role="tabpanel" aria-label={TABS.find((t) => t.value === tab)?.label}>
            {tab === 'identitas' ? (
              <IdentityTab key={user.id} user={user} />
            ) : tab === 'legalitas' ? (
              <LegalityTab user={user} />
            ) : tab === 'alamat' ? (
              <AddressTab key={user.id} user={user} />
            ) : tab === 'rekening' ? (
              <BankTab user={user} />
            ) : tab === 'gambar' ? (
              <ImagesTab user={user} />
            ) : (
              <UsersTab user={user} />
            )}
          </div>
        )}
      </Card>
    </>
  );
}
