import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AdditionalFee as _screenshelf_membership_v1_AdditionalFee, AdditionalFee__Output as _screenshelf_membership_v1_AdditionalFee__Output } from './screenshelf/membership/v1/AdditionalFee.js';
import type { CardInput as _screenshelf_membership_v1_CardInput, CardInput__Output as _screenshelf_membership_v1_CardInput__Output } from './screenshelf/membership/v1/CardInput.js';
import type { Entitlement as _screenshelf_membership_v1_Entitlement, Entitlement__Output as _screenshelf_membership_v1_Entitlement__Output } from './screenshelf/membership/v1/Entitlement.js';
import type { FreeUser as _screenshelf_membership_v1_FreeUser, FreeUser__Output as _screenshelf_membership_v1_FreeUser__Output } from './screenshelf/membership/v1/FreeUser.js';
import type { GetEntitlementRequest as _screenshelf_membership_v1_GetEntitlementRequest, GetEntitlementRequest__Output as _screenshelf_membership_v1_GetEntitlementRequest__Output } from './screenshelf/membership/v1/GetEntitlementRequest.js';
import type { GroupMember as _screenshelf_membership_v1_GroupMember, GroupMember__Output as _screenshelf_membership_v1_GroupMember__Output } from './screenshelf/membership/v1/GroupMember.js';
import type { GroupView as _screenshelf_membership_v1_GroupView, GroupView__Output as _screenshelf_membership_v1_GroupView__Output } from './screenshelf/membership/v1/GroupView.js';
import type { HistoryList as _screenshelf_membership_v1_HistoryList, HistoryList__Output as _screenshelf_membership_v1_HistoryList__Output } from './screenshelf/membership/v1/HistoryList.js';
import type { ListEntitlementsRequest as _screenshelf_membership_v1_ListEntitlementsRequest, ListEntitlementsRequest__Output as _screenshelf_membership_v1_ListEntitlementsRequest__Output } from './screenshelf/membership/v1/ListEntitlementsRequest.js';
import type { ListPaymentsRequest as _screenshelf_membership_v1_ListPaymentsRequest, ListPaymentsRequest__Output as _screenshelf_membership_v1_ListPaymentsRequest__Output } from './screenshelf/membership/v1/ListPaymentsRequest.js';
import type { ManagerRequest as _screenshelf_membership_v1_ManagerRequest, ManagerRequest__Output as _screenshelf_membership_v1_ManagerRequest__Output } from './screenshelf/membership/v1/ManagerRequest.js';
import type { MembershipClient as _screenshelf_membership_v1_MembershipClient, MembershipDefinition as _screenshelf_membership_v1_MembershipDefinition } from './screenshelf/membership/v1/Membership.js';
import type { MembershipHistory as _screenshelf_membership_v1_MembershipHistory, MembershipHistory__Output as _screenshelf_membership_v1_MembershipHistory__Output } from './screenshelf/membership/v1/MembershipHistory.js';
import type { MembershipView as _screenshelf_membership_v1_MembershipView, MembershipView__Output as _screenshelf_membership_v1_MembershipView__Output } from './screenshelf/membership/v1/MembershipView.js';
import type { MethodList as _screenshelf_membership_v1_MethodList, MethodList__Output as _screenshelf_membership_v1_MethodList__Output } from './screenshelf/membership/v1/MethodList.js';
import type { MethodRequest as _screenshelf_membership_v1_MethodRequest, MethodRequest__Output as _screenshelf_membership_v1_MethodRequest__Output } from './screenshelf/membership/v1/MethodRequest.js';
import type { PayMembershipRequest as _screenshelf_membership_v1_PayMembershipRequest, PayMembershipRequest__Output as _screenshelf_membership_v1_PayMembershipRequest__Output } from './screenshelf/membership/v1/PayMembershipRequest.js';
import type { PaymentMethod as _screenshelf_membership_v1_PaymentMethod, PaymentMethod__Output as _screenshelf_membership_v1_PaymentMethod__Output } from './screenshelf/membership/v1/PaymentMethod.js';
import type { Plan as _screenshelf_membership_v1_Plan, Plan__Output as _screenshelf_membership_v1_Plan__Output } from './screenshelf/membership/v1/Plan.js';
import type { PlanList as _screenshelf_membership_v1_PlanList, PlanList__Output as _screenshelf_membership_v1_PlanList__Output } from './screenshelf/membership/v1/PlanList.js';
import type { PreviewAdditionalFeeRequest as _screenshelf_membership_v1_PreviewAdditionalFeeRequest, PreviewAdditionalFeeRequest__Output as _screenshelf_membership_v1_PreviewAdditionalFeeRequest__Output } from './screenshelf/membership/v1/PreviewAdditionalFeeRequest.js';
import type { PreviewPricesRequest as _screenshelf_membership_v1_PreviewPricesRequest, PreviewPricesRequest__Output as _screenshelf_membership_v1_PreviewPricesRequest__Output } from './screenshelf/membership/v1/PreviewPricesRequest.js';
import type { PriceQuote as _screenshelf_membership_v1_PriceQuote, PriceQuote__Output as _screenshelf_membership_v1_PriceQuote__Output } from './screenshelf/membership/v1/PriceQuote.js';
import type { PriceQuoteList as _screenshelf_membership_v1_PriceQuoteList, PriceQuoteList__Output as _screenshelf_membership_v1_PriceQuoteList__Output } from './screenshelf/membership/v1/PriceQuoteList.js';
import type { ProxyPaymentRequest as _screenshelf_membership_v1_ProxyPaymentRequest, ProxyPaymentRequest__Output as _screenshelf_membership_v1_ProxyPaymentRequest__Output } from './screenshelf/membership/v1/ProxyPaymentRequest.js';
import type { RefundPaymentRequest as _screenshelf_membership_v1_RefundPaymentRequest, RefundPaymentRequest__Output as _screenshelf_membership_v1_RefundPaymentRequest__Output } from './screenshelf/membership/v1/RefundPaymentRequest.js';
import type { Reservation as _screenshelf_membership_v1_Reservation, Reservation__Output as _screenshelf_membership_v1_Reservation__Output } from './screenshelf/membership/v1/Reservation.js';
import type { ReservationList as _screenshelf_membership_v1_ReservationList, ReservationList__Output as _screenshelf_membership_v1_ReservationList__Output } from './screenshelf/membership/v1/ReservationList.js';
import type { ReservePlanRequest as _screenshelf_membership_v1_ReservePlanRequest, ReservePlanRequest__Output as _screenshelf_membership_v1_ReservePlanRequest__Output } from './screenshelf/membership/v1/ReservePlanRequest.js';
import type { RevenueQuery as _screenshelf_membership_v1_RevenueQuery, RevenueQuery__Output as _screenshelf_membership_v1_RevenueQuery__Output } from './screenshelf/membership/v1/RevenueQuery.js';
import type { RevenueTotal as _screenshelf_membership_v1_RevenueTotal, RevenueTotal__Output as _screenshelf_membership_v1_RevenueTotal__Output } from './screenshelf/membership/v1/RevenueTotal.js';
import type { SetCancellationRequest as _screenshelf_membership_v1_SetCancellationRequest, SetCancellationRequest__Output as _screenshelf_membership_v1_SetCancellationRequest__Output } from './screenshelf/membership/v1/SetCancellationRequest.js';
import type { SetFreeUserRequest as _screenshelf_membership_v1_SetFreeUserRequest, SetFreeUserRequest__Output as _screenshelf_membership_v1_SetFreeUserRequest__Output } from './screenshelf/membership/v1/SetFreeUserRequest.js';
import type { SubscribeRequest as _screenshelf_membership_v1_SubscribeRequest, SubscribeRequest__Output as _screenshelf_membership_v1_SubscribeRequest__Output } from './screenshelf/membership/v1/SubscribeRequest.js';
import type { UpdateGroupRequest as _screenshelf_membership_v1_UpdateGroupRequest, UpdateGroupRequest__Output as _screenshelf_membership_v1_UpdateGroupRequest__Output } from './screenshelf/membership/v1/UpdateGroupRequest.js';
import type { UserEntitlement as _screenshelf_membership_v1_UserEntitlement, UserEntitlement__Output as _screenshelf_membership_v1_UserEntitlement__Output } from './screenshelf/membership/v1/UserEntitlement.js';
import type { UserEntitlementList as _screenshelf_membership_v1_UserEntitlementList, UserEntitlementList__Output as _screenshelf_membership_v1_UserEntitlementList__Output } from './screenshelf/membership/v1/UserEntitlementList.js';
import type { UserRequest as _screenshelf_membership_v1_UserRequest, UserRequest__Output as _screenshelf_membership_v1_UserRequest__Output } from './screenshelf/membership/v1/UserRequest.js';
import type { ValidateGroupMemberRequest as _screenshelf_membership_v1_ValidateGroupMemberRequest, ValidateGroupMemberRequest__Output as _screenshelf_membership_v1_ValidateGroupMemberRequest__Output } from './screenshelf/membership/v1/ValidateGroupMemberRequest.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    membership: {
      v1: {
        AdditionalFee: MessageTypeDefinition<_screenshelf_membership_v1_AdditionalFee, _screenshelf_membership_v1_AdditionalFee__Output>
        CardInput: MessageTypeDefinition<_screenshelf_membership_v1_CardInput, _screenshelf_membership_v1_CardInput__Output>
        Entitlement: MessageTypeDefinition<_screenshelf_membership_v1_Entitlement, _screenshelf_membership_v1_Entitlement__Output>
        FreeUser: MessageTypeDefinition<_screenshelf_membership_v1_FreeUser, _screenshelf_membership_v1_FreeUser__Output>
        GetEntitlementRequest: MessageTypeDefinition<_screenshelf_membership_v1_GetEntitlementRequest, _screenshelf_membership_v1_GetEntitlementRequest__Output>
        GroupMember: MessageTypeDefinition<_screenshelf_membership_v1_GroupMember, _screenshelf_membership_v1_GroupMember__Output>
        GroupView: MessageTypeDefinition<_screenshelf_membership_v1_GroupView, _screenshelf_membership_v1_GroupView__Output>
        HistoryList: MessageTypeDefinition<_screenshelf_membership_v1_HistoryList, _screenshelf_membership_v1_HistoryList__Output>
        ListEntitlementsRequest: MessageTypeDefinition<_screenshelf_membership_v1_ListEntitlementsRequest, _screenshelf_membership_v1_ListEntitlementsRequest__Output>
        ListPaymentsRequest: MessageTypeDefinition<_screenshelf_membership_v1_ListPaymentsRequest, _screenshelf_membership_v1_ListPaymentsRequest__Output>
        ManagerRequest: MessageTypeDefinition<_screenshelf_membership_v1_ManagerRequest, _screenshelf_membership_v1_ManagerRequest__Output>
        Membership: SubtypeConstructor<typeof grpc.Client, _screenshelf_membership_v1_MembershipClient> & { service: _screenshelf_membership_v1_MembershipDefinition }
        MembershipHistory: MessageTypeDefinition<_screenshelf_membership_v1_MembershipHistory, _screenshelf_membership_v1_MembershipHistory__Output>
        MembershipView: MessageTypeDefinition<_screenshelf_membership_v1_MembershipView, _screenshelf_membership_v1_MembershipView__Output>
        MethodList: MessageTypeDefinition<_screenshelf_membership_v1_MethodList, _screenshelf_membership_v1_MethodList__Output>
        MethodRequest: MessageTypeDefinition<_screenshelf_membership_v1_MethodRequest, _screenshelf_membership_v1_MethodRequest__Output>
        PayMembershipRequest: MessageTypeDefinition<_screenshelf_membership_v1_PayMembershipRequest, _screenshelf_membership_v1_PayMembershipRequest__Output>
        PaymentMethod: MessageTypeDefinition<_screenshelf_membership_v1_PaymentMethod, _screenshelf_membership_v1_PaymentMethod__Output>
        Plan: MessageTypeDefinition<_screenshelf_membership_v1_Plan, _screenshelf_membership_v1_Plan__Output>
        PlanList: MessageTypeDefinition<_screenshelf_membership_v1_PlanList, _screenshelf_membership_v1_PlanList__Output>
        PreviewAdditionalFeeRequest: MessageTypeDefinition<_screenshelf_membership_v1_PreviewAdditionalFeeRequest, _screenshelf_membership_v1_PreviewAdditionalFeeRequest__Output>
        PreviewPricesRequest: MessageTypeDefinition<_screenshelf_membership_v1_PreviewPricesRequest, _screenshelf_membership_v1_PreviewPricesRequest__Output>
        PriceQuote: MessageTypeDefinition<_screenshelf_membership_v1_PriceQuote, _screenshelf_membership_v1_PriceQuote__Output>
        PriceQuoteList: MessageTypeDefinition<_screenshelf_membership_v1_PriceQuoteList, _screenshelf_membership_v1_PriceQuoteList__Output>
        ProxyPaymentRequest: MessageTypeDefinition<_screenshelf_membership_v1_ProxyPaymentRequest, _screenshelf_membership_v1_ProxyPaymentRequest__Output>
        RefundPaymentRequest: MessageTypeDefinition<_screenshelf_membership_v1_RefundPaymentRequest, _screenshelf_membership_v1_RefundPaymentRequest__Output>
        Reservation: MessageTypeDefinition<_screenshelf_membership_v1_Reservation, _screenshelf_membership_v1_Reservation__Output>
        ReservationList: MessageTypeDefinition<_screenshelf_membership_v1_ReservationList, _screenshelf_membership_v1_ReservationList__Output>
        ReservePlanRequest: MessageTypeDefinition<_screenshelf_membership_v1_ReservePlanRequest, _screenshelf_membership_v1_ReservePlanRequest__Output>
        RevenueQuery: MessageTypeDefinition<_screenshelf_membership_v1_RevenueQuery, _screenshelf_membership_v1_RevenueQuery__Output>
        RevenueTotal: MessageTypeDefinition<_screenshelf_membership_v1_RevenueTotal, _screenshelf_membership_v1_RevenueTotal__Output>
        SetCancellationRequest: MessageTypeDefinition<_screenshelf_membership_v1_SetCancellationRequest, _screenshelf_membership_v1_SetCancellationRequest__Output>
        SetFreeUserRequest: MessageTypeDefinition<_screenshelf_membership_v1_SetFreeUserRequest, _screenshelf_membership_v1_SetFreeUserRequest__Output>
        SubscribeRequest: MessageTypeDefinition<_screenshelf_membership_v1_SubscribeRequest, _screenshelf_membership_v1_SubscribeRequest__Output>
        UpdateGroupRequest: MessageTypeDefinition<_screenshelf_membership_v1_UpdateGroupRequest, _screenshelf_membership_v1_UpdateGroupRequest__Output>
        UserEntitlement: MessageTypeDefinition<_screenshelf_membership_v1_UserEntitlement, _screenshelf_membership_v1_UserEntitlement__Output>
        UserEntitlementList: MessageTypeDefinition<_screenshelf_membership_v1_UserEntitlementList, _screenshelf_membership_v1_UserEntitlementList__Output>
        UserRequest: MessageTypeDefinition<_screenshelf_membership_v1_UserRequest, _screenshelf_membership_v1_UserRequest__Output>
        ValidateGroupMemberRequest: MessageTypeDefinition<_screenshelf_membership_v1_ValidateGroupMemberRequest, _screenshelf_membership_v1_ValidateGroupMemberRequest__Output>
      }
    }
  }
}

