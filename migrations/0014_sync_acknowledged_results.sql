-- Offline sync: the stored push results a client has acknowledged may go.
--
-- A client sends its outbox from its first unacknowledged intent, so a push whose first mutation id is N proves the
-- client holds the answers of every id below N. `acknowledged_through` keeps that proof (never above the last id
-- applied); the retention job drops results at or below it once they are older than the change log's retention.
-- A stray replay of a dropped id still applies nothing and answers a plain `ok` (server/modules/sync/push.service.ts).
alter table sync_clients add column acknowledged_through integer not null default 0 check (acknowledged_through >= 0);
