import type { EndpointOutput, LookupEndpoint } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { looseT } from '../loose-t';
import { PartyStatementScreen } from './PartyStatementScreen';
import { type StatementEndpoint, statementLabels } from './useStatement';

/** A party's detail statement screen, declared. */
export interface PartyStatementDecl<E extends StatementEndpoint> {
  /**
   * The party (`customer`: screen test id `screen-customer-statement`, picker `statement-customer`, URL
   * parameter `customer_id`) and the translation namespace of its labels (`statement.*`, with the
   * picker's placeholder `statement.chooseCustomer`).
   */
  names: { party: string; translations: TranslationNamespace };
  /** The declared detail statement and the party picker's lookup. */
  endpoints: { detail: E; lookup: LookupEndpoint };
  /** The screen's route id and the title key used when the route has no name. */
  route: { id: string; titleKey: string };
  /** The party's name in the printout's title, from the answer. */
  partyName: (answer: EndpointOutput<E>) => string;
}

type TranslationNamespace = NonNullable<Parameters<typeof useTranslation>[0]> & string;

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The screen component of a party's detail statement (PartyStatementScreen with the party's names). */
export function partyStatementPage<E extends StatementEndpoint>(decl: PartyStatementDecl<E>) {
  const { names, endpoints, route, partyName } = decl;
  return function PartyStatementPage() {
    const lt = looseT(useTranslation(names.translations).t);
    return (
      <PartyStatementScreen
        endpoint={endpoints.detail}
        routeId={route.id}
        titleKey={route.titleKey}
        testId={`screen-${names.party}-statement`}
        partyParam={`${names.party}_id`}
        lookup={endpoints.lookup}
        placeholder={lt(`statement.choose${capitalized(names.party)}`)}
        pickerTestId={`statement-${names.party}`}
        partyName={partyName}
        labels={{ ...statementLabels(lt), print: lt('statement.print'), export: lt('statement.export') }}
      />
    );
  };
}
