-- The organiser side of the messenger (spec §2 messagerie): a mission a company published itself has no
-- association to answer the volunteer; whoever handles its applications (`canManageEngagement`: the
-- mission's referent or, without one, the company's admins) writes as the organiser, and that side keeps
-- its own read marker.
alter table engagement_messages drop constraint engagement_messages_author_kind_check;
alter table engagement_messages add constraint engagement_messages_author_kind_check
  check (author_kind in ('volunteer', 'association', 'organiser', 'system'));

alter table engagement_message_reads drop constraint engagement_message_reads_side_check;
alter table engagement_message_reads add constraint engagement_message_reads_side_check
  check (side in ('volunteer', 'association', 'organiser'));
