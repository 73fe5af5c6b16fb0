/**
 * Blocking (docs/decisions/trust.md). Its effects on asking, conversations, lists and alerts are
 * each judged where they happen, from the store's `blockedBetween` / `isBlockedEitherWay`.
 */
import type { SessionUser } from '../domain/account'
import { AppError } from '../domain/app-error'
import { apiErrors } from '../shared/copy'
import type { Page } from '../shared/paging'
import type { BlockBody, DeleteResult, PublicFood, SuccessResult } from '../shared/responses'
import { blockedBetween, listBlocksBy, removeBlock, writeBlock } from '../store/blocks'
import { accountOf, profileIdOf, profileIdsOf, uidOfProfile } from '../store/profiles'

async function personOf(profileId: string): Promise<string> {
  const uid = await uidOfProfile(profileId)
  if (uid === undefined || !(await accountOf(uid))) throw new AppError('not-found', apiErrors.profileNotFound)
  return uid
}

export async function blockPerson(user: SessionUser, profileId: string, now: Date): Promise<SuccessResult> {
  if (profileId === (await profileIdOf(user.uid))) {
    throw new AppError('invalid', apiErrors.blockSelf, { fields: { profileId: apiErrors.blockSelf } })
  }
  await writeBlock(user.uid, { uid: await personOf(profileId), profileId }, now)
  return { success: true }
}

export async function unblockPerson(user: SessionUser, profileId: string): Promise<DeleteResult> {
  const uid = await uidOfProfile(profileId)
  const deletedCount = uid === undefined ? 0 : await removeBlock(user.uid, uid)
  if (deletedCount === 0) throw new AppError('not-found', apiErrors.blockNotFound)
  return { deletedCount }
}

/** The caller's blocks, each with the person's name and photo as they are now (a person gone shows none). */
export async function getBlocks(user: SessionUser): Promise<BlockBody[]> {
  const blocks = await listBlocksBy(user.uid)
  const accounts = await Promise.all(blocks.map((block) => accountOf(block.blockedUid)))
  return blocks.map((block, index) => ({
    profileId: block.blockedProfileId,
    name: accounts[index]?.displayName ?? '',
    img: accounts[index]?.photoURL ?? '',
    blockedAt: block.createdAt.toISOString(),
  }))
}

/**
 * A public list as the caller sees it: without the foods of anyone they blocked or who blocked
 * them. A page may so hold fewer foods than asked; its paging and total stay the list's.
 */
export async function withoutBlocked(user: SessionUser | undefined, page: Page<PublicFood>): Promise<Page<PublicFood>> {
  if (!user) return page
  const blocked = await blockedBetween(user.uid)
  if (blocked.size === 0) return page
  const hidden = new Set((await profileIdsOf(blocked)).values())
  return { ...page, items: page.items.filter((food) => !hidden.has(food.donator.profileId)) }
}
