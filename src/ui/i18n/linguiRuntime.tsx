// What Lingui's macros call at run time (lingui.config.ts, runtimeConfigModule): the provider's
// context when there is one; outside a provider (a unit test rendering one panel) the app's
// instance, in English unless a language was activated, instead of an error.
import { useContext } from 'react';
import { LinguiContext, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { i18n } from './i18n';

type LinguiContextValue = NonNullable<React.ContextType<typeof LinguiContext>>;

export function useLingui(): LinguiContextValue {
  const context = useContext(LinguiContext);
  return context ?? { i18n, _: i18n.t.bind(i18n) };
}

export function Trans(props: TransProps) {
  const lingui = useLingui();
  return <TransNoContext {...(props as Parameters<typeof TransNoContext>[0])} lingui={lingui} />;
}
