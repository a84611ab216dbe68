import { Button } from '@mantine/core';
import { Fragment, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcesFrame } from './frame';

type Stage<T> = { stage: 'LIST' | 'CREATE' } | { stage: 'EDIT'; item: T };

/** What the list of a staged page gets: its filters, sort and page, and the way to a form. */
export interface StagedListProps<T, L> {
  state: L;
  onState: Dispatch<SetStateAction<L>>;
  onEdit: (item: T) => void;
  onAdd: () => void;
}

/**
 * A resource screen with the stages LIST, EDIT and CREATE (school document §4): the title of the
 * stage, the add button on the list, and the list's filters, sort and page kept while a form is open.
 */
export function StagedResourcePage<T extends { id: number }, L>({ kind, defaultList, list, form }: {
  kind: 'cars' | 'instructors' | 'groups';
  defaultList: L;
  list: (props: StagedListProps<T, L>) => ReactNode;
  form: (item: T | null, onDone: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage<T>>({ stage: 'LIST' });
  // The list's filters, sort and page live here so a return from EDIT or CREATE keeps them.
  const [listState, setListState] = useState<L>(defaultList);
  const title = stage.stage === 'LIST' ? t(`schoolResources.${kind}.title`) : stage.stage === 'CREATE' ? t(`schoolResources.${kind}.createTitle`) : t(`schoolResources.${kind}.editTitle`);
  const item = stage.stage === 'EDIT' ? stage.item : null;
  return (
    <ResourcesFrame
      title={title}
      testId={`${kind}-page`}
      actions={
        stage.stage === 'LIST' && (
          <Button onClick={() => setStage({ stage: 'CREATE' })} data-testid={`${kind}-add`}>
            {t(`schoolResources.${kind}.add`)}
          </Button>
        )
      }
    >
      {stage.stage === 'LIST' ? (
        list({ state: listState, onState: setListState, onEdit: (edited) => setStage({ stage: 'EDIT', item: edited }), onAdd: () => setStage({ stage: 'CREATE' }) })
      ) : (
        <Fragment key={item ? item.id : 'new'}>{form(item, () => setStage({ stage: 'LIST' }))}</Fragment>
      )}
    </ResourcesFrame>
  );
}
