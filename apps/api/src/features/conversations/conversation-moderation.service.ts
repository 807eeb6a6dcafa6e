import {
  type ModerationMessage,
  type ModifyResult,
  type ReportedMessage,
  type ReportMessageBody,
  conversationMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { mapPage, type Page, type PageQuery } from '../../core/keyset-page';
import type { AuditLog } from '../audit/audit.service';
import type { BikeState, BikeStatesRepository } from '../bikes/bike-states.repository';
import type { ImagesService } from '../images/images.service';
import type { Notifier } from '../notifications/notifier';
import type { RemovedUser } from '../users/users-admin.service';
import type { BlocksRepository } from './blocks.repository';
import { findMine, otherParticipant } from './conversation-standing';
import type { ConversationsRepository } from './conversations.repository';
import type { MessageReportRecord, MessageReportsRepository } from './message-reports.repository';

export interface ConversationModerationDeps {
  repo: ConversationsRepository;
  blocks: BlocksRepository;
  reports: MessageReportsRepository;
  bikes: Pick<BikeStatesRepository, 'findStates'>;
  audit: AuditLog;
  clock: Clock;
  /** A removed message's photo is deleted with it: nobody may download it any more. */
  photos: Pick<ImagesService, 'removePrivate'>;
  /** Administrators hear of each new report. */
  notifier: Pick<Notifier, 'publishToAdmins'>;
}

const { conversations: texts } = conversationMessages;
const reportNotFound = () => new AppError('NOT_FOUND', texts.reportNotFound);
const decidedError = () => new AppError('CONFLICT', texts.reportDecided);
const changed = (modified: boolean): ModifyResult => ({
  acknowledged: true,
  modifiedCount: modified ? 1 : 0,
});

function toReportedMessage(r: MessageReportRecord, bike: BikeState | undefined): ReportedMessage {
  return {
    _id: r.id,
    conversationId: r.conversationId,
    messageId: r.messageId,
    text: r.text,
    sentAt: r.sentAt.toISOString(),
    bike: bike
      ? {
          _id: bike.id,
          name: bike.name,
          img: bike.img,
          resalePrice: bike.resalePrice,
          status: bike.status,
        }
      : null,
    buyerName: r.buyerName,
    sellerName: r.sellerName,
    reporterName: r.reporterName,
    reporterRole: r.reporterRole,
    reason: r.reason as ReportedMessage['reason'],
    note: r.note,
    reportedAt: r.createdAt.toISOString(),
  };
}

/**
 * Reports and blocks (docs/domain.md#reports-and-blocks): a participant reports the other one's
 * message or blocks them; administrators decide reports, and read a conversation only through
 * one of its open reports. Everything else about a conversation stays its participants'.
 */
export function createConversationModeration(deps: ConversationModerationDeps) {
  const { repo, blocks, reports, bikes, audit, clock } = deps;

  const mine = (caller: Caller, id: string) => findMine(repo, caller, id);

  /** An open report, else 404 (unknown) or 409 (decided). */
  async function openReport(id: string): Promise<MessageReportRecord> {
    const report = await reports.findOpen(id);
    if (report) return report;
    if (await reports.findById(id)) throw decidedError();
    throw reportNotFound();
  }

  /** Open → decided once (409 when another decision came first), in the audit log. */
  async function decide(
    admin: Caller,
    report: MessageReportRecord,
    state: 'dismissed' | 'removed',
    action: string,
  ): Promise<void> {
    if (!(await reports.decide(report.id, state, admin._id, clock()))) throw decidedError();
    await audit.record(admin, {
      action,
      targetType: 'message',
      targetId: report.messageId,
      details: { reportId: report.id, conversationId: report.conversationId },
    });
  }

  return {
    /** One report per reporter and message; a repeat answers modifiedCount 0. */
    async report(
      caller: Caller,
      id: string,
      messageId: string,
      body: ReportMessageBody,
    ): Promise<ModifyResult> {
      const conversation = await mine(caller, id);
      const message = await repo.findMessage(conversation.id, messageId);
      if (!message) throw new AppError('NOT_FOUND', texts.messageNotFound);
      if (message.senderId === caller._id) throw new AppError('FORBIDDEN', texts.ownMessage);
      if (message.removedAt) throw new AppError('CONFLICT', texts.messageRemoved);
      const reporterRole = conversation.buyerId === caller._id ? 'buyer' : 'seller';
      const created = await reports.record({
        messageId,
        conversationId: conversation.id,
        bikeId: conversation.bikeId,
        reporterId: caller._id,
        reporterName: caller.name,
        reporterRole,
        buyerName: conversation.buyerName,
        sellerName: conversation.sellerName,
        text: message.text,
        sentAt: message.createdAt,
        reason: body.reason,
        note: body.note || null,
        createdAt: clock(),
      });
      if (created) {
        const bike = (await bikes.findStates([conversation.bikeId])).get(conversation.bikeId);
        await deps.notifier.publishToAdmins(`moderation:message:${messageId}:${caller._id}`, {
          topic: 'moderation',
          event: 'message_reported',
          bikeId: conversation.bikeId,
          bikeName: bike?.name ?? '',
        });
      }
      return changed(created);
    },

    /** Blocks the other participant (per pair of users); blocking twice changes nothing. */
    async block(caller: Caller, id: string): Promise<ModifyResult> {
      const other = otherParticipant(await mine(caller, id), caller._id);
      return changed(await blocks.block(caller._id, other, clock()));
    },

    /** Lifts the caller's own block only; the other's block of the caller stays. */
    async unblock(caller: Caller, id: string): Promise<ModifyResult> {
      const other = otherParticipant(await mine(caller, id), caller._id);
      return changed(await blocks.unblock(caller._id, other));
    },

    async listReported(query: PageQuery): Promise<Page<ReportedMessage>> {
      const page = await reports.listOpen(query);
      const states = await bikes.findStates(page.items.map((r) => r.bikeId));
      return mapPage(page, (r) => toReportedMessage(r, states.get(r.bikeId)));
    },

    /** The reported conversation's messages, removed ones included, while the report is open. */
    async readReported(id: string, query: PageQuery): Promise<Page<ModerationMessage>> {
      const report = await reports.findOpen(id);
      const conversation = report && (await repo.findById(report.conversationId));
      if (!report || !conversation) throw reportNotFound();
      const page = await repo.listMessages(conversation.id, query);
      return mapPage(page, (m) => ({
        _id: m.id,
        senderName: m.senderName,
        side: m.senderId === conversation.buyerId ? 'buyer' : 'seller',
        text: m.text,
        removed: m.removedAt !== undefined,
        reported: m.id === report.messageId,
        createdAt: m.createdAt.toISOString(),
      }));
    },

    async dismiss(admin: Caller, id: string): Promise<ModifyResult> {
      await decide(admin, await openReport(id), 'dismissed', 'message.dismissReport');
      return changed(true);
    },

    /**
     * The report is decided first (two administrators at once: one wins, the other gets 409),
     * then the message removed. A retry after a crash between the two finds the report decided
     * for removal and finishes the removal, answering modifiedCount 0.
     */
    async remove(admin: Caller, id: string): Promise<ModifyResult> {
      const report = await reports.findById(id);
      if (!report) throw reportNotFound();
      if (report.state === 'dismissed') throw decidedError();
      if (report.state === 'open') await decide(admin, report, 'removed', 'message.remove');
      const message = await repo.findMessage(report.conversationId, report.messageId);
      if (message) await repo.removeMessage(message, clock(), texts.messageRemoved);
      if (message?.photoId) await deps.photos.removePrivate(message.photoId);
      return changed(report.state === 'open');
    },

    /** `user.removed`: nobody writes again in the removed user's conversations (idempotent). */
    onUserRemoved: async (user: RemovedUser): Promise<void> => {
      await repo.closeAllFor(user.userId, clock());
    },
  };
}

export type ConversationModeration = ReturnType<typeof createConversationModeration>;
