import { DeleteCommand, QueryCommand, UpdateCommand } from './commands.js';
import {
  FILTER_SEEDS_PER_DAY,
  MAX_CAMPAIGNS,
  type CampaignMemory,
  type CampaignVerdict,
  type RememberedCampaign,
} from '@shared/domain/spam/campaign-memory.js';
import { decodeSignature, encodeSignature, similarity } from '@shared/domain/spam/fingerprint.js';
import { updateOf, written } from './expressions.js';
import { batchGetItems, batchWrite, queryAll, type Table } from './table.js';
import { campaignBandKey, campaignKey, campaignSeedsKey, campaignsPartition, tenantKey } from './keys.js';

/**
 * Remembered campaigns, two kinds of item, both with the TTL attribute `expires_at`:
 * - the campaign: PK `CAMPAIGNS#<tid>`, SK `<cmp id>` (verdict, source, where it was learned, a sample, its band
 *   keys): read by the API's list and forget, never by ingest;
 * - the filter's daily count of campaigns it learned: PK `CAMPAIGN_SEEDS#<tid>`, SK `<yyyy-mm-dd>`;
 * - one item per band key: PK `CAMPAIGN_BAND#<tid>#<band key>`, SK `BAND` (campaign id, verdict, signature). Ingest
 *   reads a submission's band keys in one BatchGetItem (eventually consistent): each key is its own partition, so
 *   no campaign, however busy, concentrates an organization's reads on one partition, and nothing on the ingest
 *   path is written per copy. A band key holds the latest campaign written to it; an older campaign it replaced
 *   keeps its other band keys.
 * Before any campaign is written, its tenant's item records how long a campaign may be remembered
 * (`campaigns_until`, the latest expiry, only ever raised): ingest reads the tenant anyway and skips the lookup for
 * an organization that remembers none (most of them), so the lookup's read and round trip are spent only where a
 * campaign can match.
 */
const bandKey = campaignBandKey;
const epochSeconds = (iso: string) => Math.ceil(Date.parse(iso) / 1000);

type Item = Record<string, unknown>;

const campaignItem = (c: RememberedCampaign): Item => ({
  ...campaignKey(c.tenantId, c.id),
  type: 'campaign',
  tenant_id: c.tenantId,
  verdict: c.verdict,
  source: c.source,
  form_id: c.formId,
  submission_id: c.submissionId,
  sample: c.sample,
  band_keys: c.bandKeys,
  created_at: c.createdAt,
  expires_at: epochSeconds(c.expiresAt),
});

const campaignFromItem = (item: Item): RememberedCampaign => ({
  id: String(item.SK),
  tenantId: String(item.tenant_id),
  verdict: item.verdict as CampaignVerdict,
  source: item.source === 'filter' ? 'filter' : 'owner',
  formId: String(item.form_id),
  submissionId: String(item.submission_id),
  sample: String(item.sample ?? ''),
  bandKeys: Array.isArray(item.band_keys) ? item.band_keys.map(String) : [],
  createdAt: String(item.created_at),
  expiresAt: new Date(Number(item.expires_at) * 1000).toISOString(),
});

const unexpired = (item: Item, now: Date) => Number(item.expires_at) * 1000 > now.getTime();

/** Deletes a band key only while it still points at the campaign (a later campaign may have taken it). */
async function releaseBand(table: Table, tenantId: string, key: string, campaignId: string): Promise<void> {
  await written(
    table.client.send(
      new DeleteCommand({
        TableName: table.name,
        Key: bandKey(tenantId, key),
        ConditionExpression: 'campaign_id = :id',
        ExpressionAttributeValues: { ':id': campaignId },
      }),
    ),
  );
}

/** Near-certain campaigns go in fresh: at most `FILTER_SEEDS_PER_DAY`, counted in one conditional UpdateItem. */
async function seedCampaign(
  table: Table,
  campaign: Parameters<CampaignMemory['seed']>[0],
  exhausted: Set<string>,
): Promise<boolean> {
  const day = campaign.createdAt.slice(0, 10);
  const quota = `${campaign.tenantId}#${day}`;
  if (exhausted.has(quota)) return false;
  const counted = await written(
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        ...updateOf(
          campaignSeedsKey(campaign.tenantId, day),
          { add: { seeded: 1 }, set: { expires_at: epochSeconds(campaign.createdAt) + 2 * 86_400 } },
          {
            expression: 'attribute_not_exists(seeded) OR seeded < :max',
            ExpressionAttributeValues: { ':max': FILTER_SEEDS_PER_DAY },
          },
        ),
      }),
    ),
  );
  if (!counted) {
    if (exhausted.size >= 10_000) exhausted.clear();
    exhausted.add(quota);
    return false;
  }
  await putCampaigns(table, [campaign]);
  return true;
}

/**
 * Raises a tenant's `campaigns_until` to `until` (never lowers it; a tenant item that does not exist is left
 * absent, so a lookup for it still reads the band keys).
 */
async function markRemembered(table: Table, tenantId: string, until: number): Promise<void> {
  await written(
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        ...updateOf(
          tenantKey(tenantId),
          { set: { campaigns_until: until } },
          {
            expression: 'attribute_exists(PK) AND (attribute_not_exists(campaigns_until) OR campaigns_until < :until)',
            ExpressionAttributeValues: { ':until': until },
          },
        ),
      }),
    ),
  );
}

/**
 * Campaigns and their band keys; near copies share band keys, and a batch may not write one key twice. The tenants'
 * marks go first, so a band key is never readable while its tenant's mark says none.
 */
async function putCampaigns(table: Table, campaigns: Parameters<CampaignMemory['put']>[0]): Promise<void> {
  const latest = new Map<string, number>();
  for (const c of campaigns) latest.set(c.tenantId, Math.max(latest.get(c.tenantId) ?? 0, epochSeconds(c.expiresAt)));
  await Promise.all([...latest].map(([tenantId, until]) => markRemembered(table, tenantId, until)));
  const items = new Map<string, Item>();
  for (const c of campaigns) {
    const expires_at = epochSeconds(c.expiresAt);
    const signature = encodeSignature(c.signature);
    items.set(c.id, campaignItem(c));
    // The later campaign takes a shared key.
    for (const key of c.bandKeys) {
      const band = { ...bandKey(c.tenantId, key), type: 'campaign_band', campaign_id: c.id, verdict: c.verdict };
      items.set(band.PK, { ...band, signature, expires_at });
    }
  }
  await batchWrite(
    table,
    [...items.values()].map((Item) => ({ PutRequest: { Item } })),
    'campaign memory',
  );
}

/**
 * What ingest needs: the lookup, and learning the filter's own near-certain campaigns. An instance that found an
 * organization's daily quota used up stops asking for that day, so a burst of new spam does not keep writing to the
 * counter item. `rememberedUntil` answers a tenant's `campaigns_until` from a read ingest makes anyway (its cached
 * tenant): a tenant whose mark has passed remembers nothing, and its lookup reads nothing.
 */
export function campaignMemoryIngest(
  table: Table,
  rememberedUntil?: (tenantId: string) => Promise<number | undefined>,
): Pick<CampaignMemory, 'nearest' | 'seed'> {
  const exhausted = new Set<string>();
  return {
    seed: (campaign) => seedCampaign(table, campaign, exhausted),
    async nearest(tenantId, fingerprint, now) {
      const until = await rememberedUntil?.(tenantId);
      if (until !== undefined && until * 1000 <= now.getTime()) return [];
      const items = await batchGetItems(
        table,
        fingerprint.bandKeys.map((key) => bandKey(tenantId, key)),
        { consistent: false },
      );
      const best = new Map<string, { verdict: CampaignVerdict; similarity: number }>();
      for (const item of items) {
        const signature = decodeSignature(item.signature);
        if (!signature || !unexpired(item, now) || typeof item.campaign_id !== 'string') continue;
        best.set(item.campaign_id, {
          verdict: item.verdict === 'not_spam' ? 'not_spam' : 'spam',
          similarity: similarity(signature, fingerprint.signature),
        });
      }
      return [...best].map(([campaignId, m]) => ({ campaignId, ...m }));
    },
  };
}

export function campaignMemoryStore(table: Table): CampaignMemory {
  return {
    ...campaignMemoryIngest(table),

    put: (campaigns) => putCampaigns(table, campaigns),

    async list(tenantId, now) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': campaignsPartition(tenantId) },
        ScanIndexForward: false,
      });
      const newestFirst = (a: RememberedCampaign, b: RememberedCampaign) => (a.createdAt < b.createdAt ? 1 : -1);
      return items
        .filter((item) => unexpired(item, now))
        .map(campaignFromItem)
        .sort(newestFirst);
    },

    async forget(tenantId, ids) {
      if (ids.length === 0) return [];
      const found = (
        await batchGetItems(
          table,
          [...new Set(ids)].map((id) => campaignKey(tenantId, id)),
        )
      ).map(campaignFromItem);
      await Promise.all(found.flatMap((c) => c.bandKeys.map((key) => releaseBand(table, tenantId, key, c.id))));
      await batchWrite(
        table,
        found.map((c) => ({ DeleteRequest: { Key: campaignKey(tenantId, c.id) } })),
        'campaign memory',
      );
      return found.map((c) => c.id);
    },

    overflow: (tenantId, adding) => overflowingCampaigns(table, tenantId, adding),
  };
}

/** The oldest learned campaigns beyond the cap: one Query of the campaign partition, at learning time only. */
async function overflowingCampaigns(table: Table, tenantId: string, adding: number): Promise<string[]> {
  const ids: string[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': campaignsPartition(tenantId) },
        ProjectionExpression: 'SK, created_at',
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) ids.push(`${String(item.created_at)}\u0000${String(item.SK)}`);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const excess = ids.length + adding - MAX_CAMPAIGNS;
  return excess > 0
    ? ids
        .sort()
        .slice(0, excess)
        .map((k) => k.split('\u0000')[1]!)
    : [];
}
