import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { type ReactNode, useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import type { AuthMode } from '../use-auth-mode';
import { LoginForm, type Notice } from './login-form';
import { RegisterForm } from './register-form';
import { RegisteredNote } from './registered-note';

interface AuthTabsProps {
  mode: AuthMode;
  setMode: (mode: AuthMode) => void;
  notice?: Notice | null;
  forgot: ReactNode;
  announceLogin?: boolean;
}

/** The login and register tabs, shared by /auth and /mobile/auth. */
export function AuthTabs({ mode, setMode, notice, forgot, announceLogin }: AuthTabsProps) {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const register = registeredEmail ? (
    <RegisteredNote
      email={registeredEmail}
      onLogin={() => {
        setRegisteredEmail(null);
        setMode('login');
      }}
    />
  ) : (
    <RegisterForm onRegistered={setRegisteredEmail} />
  );
  return (
    <Tabs
      label={t.tabsLabel}
      value={mode === 'register' ? 'register' : 'login'}
      onValueChange={(value) => setMode(value === 'register' ? 'register' : 'login')}
      tabs={[
        {
          value: 'login',
          label: t.loginTab,
          content: <LoginForm notice={notice} forgot={forgot} announceSuccess={announceLogin} />,
        },
        { value: 'register', label: t.registerTab, content: register },
      ]}
    />
  );
}
