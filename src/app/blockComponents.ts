/**
 * Block code on demand: the registry gives a loader per block type, and each type's code arrives as its own chunk
 * (see codeOnDemand). A page downloads the code of the blocks it shows.
 */
import type { ComponentType } from 'react';
import { blockRegistry } from '../../blocks/registry';
import type { BlockProps, BlockType } from '../content/model';
import { codeOnDemand, type CodeOnDemand } from './codeOnDemand';

type AnyBlockProps = BlockProps<BlockType>;

const blockCode = new Map<BlockType, CodeOnDemand<AnyBlockProps>>();

function codeFor(type: BlockType): CodeOnDemand<AnyBlockProps> {
  let code = blockCode.get(type);
  if (!code) {
    code = codeOnDemand(blockRegistry[type] as () => Promise<ComponentType<AnyBlockProps>>);
    blockCode.set(type, code);
  }
  return code;
}

/** Starts loading the code of these block types; resolves when all of it is here. */
export async function loadBlocks(types: Iterable<BlockType>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => codeFor(type).load()));
}

/** Loads every block type: for the prerenderer and tests, which render any page at once. */
export function loadAllBlocks(): Promise<void> {
  return loadBlocks(Object.keys(blockRegistry) as BlockType[]);
}

/** The component that draws blocks of this type. */
export function blockComponent(type: BlockType): ComponentType<AnyBlockProps> {
  return codeFor(type).component();
}
