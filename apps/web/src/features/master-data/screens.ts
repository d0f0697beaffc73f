import { MASTER_DATA, type ResourceDef } from '@bb/contracts';
import { type ComponentType, createElement, type LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** One lazy screen per declared resource; all share the generic screen's chunk. */
function screenOf(def: ResourceDef): LazyExoticComponent<ComponentType> {
  return lazyScreen(async () => {
    const { MasterDataScreen } = await import('../../components/master-data/MasterDataScreen');
    const Screen = () => createElement(MasterDataScreen, { def });
    Screen.displayName = `MasterData(${def.name})`;
    return { default: Screen };
  });
}

/**
 * Master-data list screens by route id: every MASTER_DATA resource that declares a route. Resources
 * without one (dosage form, country, customer receipt type) get their screens with the modules that
 * use them.
 */
export const masterDataScreens: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  MASTER_DATA.filter((def) => def.route).map((def) => [def.route!, screenOf(def)]),
);
