// Original file: membership.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AdditionalFee as _screenshelf_membership_v1_AdditionalFee, AdditionalFee__Output as _screenshelf_membership_v1_AdditionalFee__Output } from '../../../screenshelf/membership/v1/AdditionalFee.js';
import type { CardInput as _screenshelf_membership_v1_CardInput, CardInput__Output as _screenshelf_membership_v1_CardInput__Output } from '../../../screenshelf/membership/v1/CardInput.js';
import type { Entitlement as _screenshelf_membership_v1_Entitlement, Entitlement__Output as _screenshelf_membership_v1_Entitlement__Output } from '../../../screenshelf/membership/v1/Entitlement.js';
import type { FreeUser as _screenshelf_membership_v1_FreeUser, FreeUser__Output as _screenshelf_membership_v1_FreeUser__Output } from '../../../screenshelf/membership/v1/FreeUser.js';
import type { GetEntitlementRequest as _screenshelf_membership_v1_GetEntitlementRequest, GetEntitlementRequest__Output as _screenshelf_membership_v1_GetEntitlementRequest__Output } from '../../../screenshelf/membership/v1/GetEntitlementRequest.js';
import type { GroupMember as _screenshelf_membership_v1_GroupMember, GroupMember__Output as _screenshelf_membership_v1_GroupMember__Output } from '../../../screenshelf/membership/v1/GroupMember.js';
import type { GroupView as _screenshelf_membership_v1_GroupView, GroupView__Output as _screenshelf_membership_v1_GroupView__Output } from '../../../screenshelf/membership/v1/GroupView.js';
import type { HistoryList as _screenshelf_membership_v1_HistoryList, HistoryList__Output as _screenshelf_membership_v1_HistoryList__Output } from '../../../screenshelf/membership/v1/HistoryList.js';
import type { ListEntitlementsRequest as _screenshelf_membership_v1_ListEntitlementsRequest, ListEntitlementsRequest__Output as _screenshelf_membership_v1_ListEntitlementsRequest__Output } from '../../../screenshelf/membership/v1/ListEntitlementsRequest.js';
import type { ListPaymentsRequest as _screenshelf_membership_v1_ListPaymentsRequest, ListPaymentsRequest__Output as _screenshelf_membership_v1_ListPaymentsRequest__Output } from '../../../screenshelf/membership/v1/ListPaymentsRequest.js';
import type { ManagerRequest as _screenshelf_membership_v1_ManagerRequest, ManagerRequest__Output as _screenshelf_membership_v1_ManagerRequest__Output } from '../../../screenshelf/membership/v1/ManagerRequest.js';
import type { MembershipHistory as _screenshelf_membership_v1_MembershipHistory, MembershipHistory__Output as _screenshelf_membership_v1_MembershipHistory__Output } from '../../../screenshelf/membership/v1/MembershipHistory.js';
import type { MembershipView as _screenshelf_membership_v1_MembershipView, MembershipView__Output as _screenshelf_membership_v1_MembershipView__Output } from '../../../screenshelf/membership/v1/MembershipView.js';
import type { MethodList as _screenshelf_membership_v1_MethodList, MethodList__Output as _screenshelf_membership_v1_MethodList__Output } from '../../../screenshelf/membership/v1/MethodList.js';
import type { MethodRequest as _screenshelf_membership_v1_MethodRequest, MethodRequest__Output as _screenshelf_membership_v1_MethodRequest__Output } from '../../../screenshelf/membership/v1/MethodRequest.js';
import type { PayMembershipRequest as _screenshelf_membership_v1_PayMembershipRequest, PayMembershipRequest__Output as _screenshelf_membership_v1_PayMembershipRequest__Output } from '../../../screenshelf/membership/v1/PayMembershipRequest.js';
import type { PaymentMethod as _screenshelf_membership_v1_PaymentMethod, PaymentMethod__Output as _screenshelf_membership_v1_PaymentMethod__Output } from '../../../screenshelf/membership/v1/PaymentMethod.js';
import type { PlanList as _screenshelf_membership_v1_PlanList, PlanList__Output as _screenshelf_membership_v1_PlanList__Output } from '../../../screenshelf/membership/v1/PlanList.js';
import type { PreviewAdditionalFeeRequest as _screenshelf_membership_v1_PreviewAdditionalFeeRequest, PreviewAdditionalFeeRequest__Output as _screenshelf_membership_v1_PreviewAdditionalFeeRequest__Output } from '../../../screenshelf/membership/v1/PreviewAdditionalFeeRequest.js';
import type { PreviewPricesRequest as _screenshelf_membership_v1_PreviewPricesRequest, PreviewPricesRequest__Output as _screenshelf_membership_v1_PreviewPricesRequest__Output } from '../../../screenshelf/membership/v1/PreviewPricesRequest.js';
import type { PriceQuoteList as _screenshelf_membership_v1_PriceQuoteList, PriceQuoteList__Output as _screenshelf_membership_v1_PriceQuoteList__Output } from '../../../screenshelf/membership/v1/PriceQuoteList.js';
import type { ProxyPaymentRequest as _screenshelf_membership_v1_ProxyPaymentRequest, ProxyPaymentRequest__Output as _screenshelf_membership_v1_ProxyPaymentRequest__Output } from '../../../screenshelf/membership/v1/ProxyPaymentRequest.js';
import type { RefundPaymentRequest as _screenshelf_membership_v1_RefundPaymentRequest, RefundPaymentRequest__Output as _screenshelf_membership_v1_RefundPaymentRequest__Output } from '../../../screenshelf/membership/v1/RefundPaymentRequest.js';
import type { Reservation as _screenshelf_membership_v1_Reservation, Reservation__Output as _screenshelf_membership_v1_Reservation__Output } from '../../../screenshelf/membership/v1/Reservation.js';
import type { ReservationList as _screenshelf_membership_v1_ReservationList, ReservationList__Output as _screenshelf_membership_v1_ReservationList__Output } from '../../../screenshelf/membership/v1/ReservationList.js';
import type { ReservePlanRequest as _screenshelf_membership_v1_ReservePlanRequest, ReservePlanRequest__Output as _screenshelf_membership_v1_ReservePlanRequest__Output } from '../../../screenshelf/membership/v1/ReservePlanRequest.js';
import type { RevenueQuery as _screenshelf_membership_v1_RevenueQuery, RevenueQuery__Output as _screenshelf_membership_v1_RevenueQuery__Output } from '../../../screenshelf/membership/v1/RevenueQuery.js';
import type { RevenueTotal as _screenshelf_membership_v1_RevenueTotal, RevenueTotal__Output as _screenshelf_membership_v1_RevenueTotal__Output } from '../../../screenshelf/membership/v1/RevenueTotal.js';
import type { SetCancellationRequest as _screenshelf_membership_v1_SetCancellationRequest, SetCancellationRequest__Output as _screenshelf_membership_v1_SetCancellationRequest__Output } from '../../../screenshelf/membership/v1/SetCancellationRequest.js';
import type { SetFreeUserRequest as _screenshelf_membership_v1_SetFreeUserRequest, SetFreeUserRequest__Output as _screenshelf_membership_v1_SetFreeUserRequest__Output } from '../../../screenshelf/membership/v1/SetFreeUserRequest.js';
import type { SubscribeRequest as _screenshelf_membership_v1_SubscribeRequest, SubscribeRequest__Output as _screenshelf_membership_v1_SubscribeRequest__Output } from '../../../screenshelf/membership/v1/SubscribeRequest.js';
import type { UpdateGroupRequest as _screenshelf_membership_v1_UpdateGroupRequest, UpdateGroupRequest__Output as _screenshelf_membership_v1_UpdateGroupRequest__Output } from '../../../screenshelf/membership/v1/UpdateGroupRequest.js';
import type { UserEntitlementList as _screenshelf_membership_v1_UserEntitlementList, UserEntitlementList__Output as _screenshelf_membership_v1_UserEntitlementList__Output } from '../../../screenshelf/membership/v1/UserEntitlementList.js';
import type { UserRequest as _screenshelf_membership_v1_UserRequest, UserRequest__Output as _screenshelf_membership_v1_UserRequest__Output } from '../../../screenshelf/membership/v1/UserRequest.js';
import type { ValidateGroupMemberRequest as _screenshelf_membership_v1_ValidateGroupMemberRequest, ValidateGroupMemberRequest__Output as _screenshelf_membership_v1_ValidateGroupMemberRequest__Output } from '../../../screenshelf/membership/v1/ValidateGroupMemberRequest.js';

export interface MembershipClient extends grpc.Client {
  CancelProxyPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  CancelProxyPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  CancelProxyPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  CancelProxyPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  cancelProxyPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  cancelProxyPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  cancelProxyPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  cancelProxyPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  
  CancelReservedPlan(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  CancelReservedPlan(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  CancelReservedPlan(argument: _screenshelf_membership_v1_ManagerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  CancelReservedPlan(argument: _screenshelf_membership_v1_ManagerRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  cancelReservedPlan(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  cancelReservedPlan(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  cancelReservedPlan(argument: _screenshelf_membership_v1_ManagerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  cancelReservedPlan(argument: _screenshelf_membership_v1_ManagerRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  
  DeleteMethod(argument: _screenshelf_membership_v1_MethodRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  DeleteMethod(argument: _screenshelf_membership_v1_MethodRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  DeleteMethod(argument: _screenshelf_membership_v1_MethodRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  DeleteMethod(argument: _screenshelf_membership_v1_MethodRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  deleteMethod(argument: _screenshelf_membership_v1_MethodRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  deleteMethod(argument: _screenshelf_membership_v1_MethodRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  deleteMethod(argument: _screenshelf_membership_v1_MethodRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  deleteMethod(argument: _screenshelf_membership_v1_MethodRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  
  GetEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  GetEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  GetEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  GetEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  
  GetMyMembership(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  GetMyMembership(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  GetMyMembership(argument: _screenshelf_membership_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  GetMyMembership(argument: _screenshelf_membership_v1_UserRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  getMyMembership(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  getMyMembership(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  getMyMembership(argument: _screenshelf_membership_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  getMyMembership(argument: _screenshelf_membership_v1_UserRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  
  GetRevenueTotal(argument: _screenshelf_membership_v1_RevenueQuery, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  GetRevenueTotal(argument: _screenshelf_membership_v1_RevenueQuery, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  GetRevenueTotal(argument: _screenshelf_membership_v1_RevenueQuery, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  GetRevenueTotal(argument: _screenshelf_membership_v1_RevenueQuery, callback: grpc.requestCallback<_screenshelf_membership_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  getRevenueTotal(argument: _screenshelf_membership_v1_RevenueQuery, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  getRevenueTotal(argument: _screenshelf_membership_v1_RevenueQuery, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  getRevenueTotal(argument: _screenshelf_membership_v1_RevenueQuery, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  getRevenueTotal(argument: _screenshelf_membership_v1_RevenueQuery, callback: grpc.requestCallback<_screenshelf_membership_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  
  ListEntitlements(argument: _screenshelf_membership_v1_ListEntitlementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_UserEntitlementList__Output>): grpc.ClientUnaryCall;
  ListEntitlements(argument: _screenshelf_membership_v1_ListEntitlementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_UserEntitlementList__Output>): grpc.ClientUnaryCall;
  ListEntitlements(argument: _screenshelf_membership_v1_ListEntitlementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_UserEntitlementList__Output>): grpc.ClientUnaryCall;
  ListEntitlements(argument: _screenshelf_membership_v1_ListEntitlementsRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_UserEntitlementList__Output>): grpc.ClientUnaryCall;
  listEntitlements(argument: _screenshelf_membership_v1_ListEntitlementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_UserEntitlementList__Output>): grpc.ClientUnaryCall;
  listEntitlements(argument: _screenshelf_membership_v1_ListEntitlementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_UserEntitlementList__Output>): grpc.ClientUnaryCall;
  listEntitlements(argument: _screenshelf_membership_v1_ListEntitlementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_UserEntitlementList__Output>): grpc.ClientUnaryCall;
  listEntitlements(argument: _screenshelf_membership_v1_ListEntitlementsRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_UserEntitlementList__Output>): grpc.ClientUnaryCall;
  
  ListGroupMembers(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  ListGroupMembers(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  ListGroupMembers(argument: _screenshelf_membership_v1_ManagerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  ListGroupMembers(argument: _screenshelf_membership_v1_ManagerRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  listGroupMembers(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  listGroupMembers(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  listGroupMembers(argument: _screenshelf_membership_v1_ManagerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  listGroupMembers(argument: _screenshelf_membership_v1_ManagerRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  
  ListMethods(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  ListMethods(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  ListMethods(argument: _screenshelf_membership_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  ListMethods(argument: _screenshelf_membership_v1_UserRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  listMethods(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  listMethods(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  listMethods(argument: _screenshelf_membership_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  listMethods(argument: _screenshelf_membership_v1_UserRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  
  ListPayments(argument: _screenshelf_membership_v1_ListPaymentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  ListPayments(argument: _screenshelf_membership_v1_ListPaymentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  ListPayments(argument: _screenshelf_membership_v1_ListPaymentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  ListPayments(argument: _screenshelf_membership_v1_ListPaymentsRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  listPayments(argument: _screenshelf_membership_v1_ListPaymentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  listPayments(argument: _screenshelf_membership_v1_ListPaymentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  listPayments(argument: _screenshelf_membership_v1_ListPaymentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  listPayments(argument: _screenshelf_membership_v1_ListPaymentsRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  
  ListPlans(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PlanList__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_PlanList__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _screenshelf_membership_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PlanList__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _screenshelf_membership_v1_UserRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_PlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _screenshelf_membership_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_PlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _screenshelf_membership_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _screenshelf_membership_v1_UserRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_PlanList__Output>): grpc.ClientUnaryCall;
  
  ListReservations(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  ListReservations(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  ListReservations(argument: _screenshelf_membership_v1_ManagerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  ListReservations(argument: _screenshelf_membership_v1_ManagerRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  listReservations(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  listReservations(argument: _screenshelf_membership_v1_ManagerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  listReservations(argument: _screenshelf_membership_v1_ManagerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  listReservations(argument: _screenshelf_membership_v1_ManagerRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_ReservationList__Output>): grpc.ClientUnaryCall;
  
  ListRevenues(argument: _screenshelf_membership_v1_RevenueQuery, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  ListRevenues(argument: _screenshelf_membership_v1_RevenueQuery, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  ListRevenues(argument: _screenshelf_membership_v1_RevenueQuery, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  ListRevenues(argument: _screenshelf_membership_v1_RevenueQuery, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  listRevenues(argument: _screenshelf_membership_v1_RevenueQuery, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  listRevenues(argument: _screenshelf_membership_v1_RevenueQuery, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  listRevenues(argument: _screenshelf_membership_v1_RevenueQuery, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  listRevenues(argument: _screenshelf_membership_v1_RevenueQuery, callback: grpc.requestCallback<_screenshelf_membership_v1_HistoryList__Output>): grpc.ClientUnaryCall;
  
  PayMembership(argument: _screenshelf_membership_v1_PayMembershipRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  PayMembership(argument: _screenshelf_membership_v1_PayMembershipRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  PayMembership(argument: _screenshelf_membership_v1_PayMembershipRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  PayMembership(argument: _screenshelf_membership_v1_PayMembershipRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  payMembership(argument: _screenshelf_membership_v1_PayMembershipRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  payMembership(argument: _screenshelf_membership_v1_PayMembershipRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  payMembership(argument: _screenshelf_membership_v1_PayMembershipRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  payMembership(argument: _screenshelf_membership_v1_PayMembershipRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  
  PreviewAdditionalFee(argument: _screenshelf_membership_v1_PreviewAdditionalFeeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_AdditionalFee__Output>): grpc.ClientUnaryCall;
  PreviewAdditionalFee(argument: _screenshelf_membership_v1_PreviewAdditionalFeeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_AdditionalFee__Output>): grpc.ClientUnaryCall;
  PreviewAdditionalFee(argument: _screenshelf_membership_v1_PreviewAdditionalFeeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_AdditionalFee__Output>): grpc.ClientUnaryCall;
  PreviewAdditionalFee(argument: _screenshelf_membership_v1_PreviewAdditionalFeeRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_AdditionalFee__Output>): grpc.ClientUnaryCall;
  previewAdditionalFee(argument: _screenshelf_membership_v1_PreviewAdditionalFeeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_AdditionalFee__Output>): grpc.ClientUnaryCall;
  previewAdditionalFee(argument: _screenshelf_membership_v1_PreviewAdditionalFeeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_AdditionalFee__Output>): grpc.ClientUnaryCall;
  previewAdditionalFee(argument: _screenshelf_membership_v1_PreviewAdditionalFeeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_AdditionalFee__Output>): grpc.ClientUnaryCall;
  previewAdditionalFee(argument: _screenshelf_membership_v1_PreviewAdditionalFeeRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_AdditionalFee__Output>): grpc.ClientUnaryCall;
  
  PreviewPrices(argument: _screenshelf_membership_v1_PreviewPricesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PriceQuoteList__Output>): grpc.ClientUnaryCall;
  PreviewPrices(argument: _screenshelf_membership_v1_PreviewPricesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_PriceQuoteList__Output>): grpc.ClientUnaryCall;
  PreviewPrices(argument: _screenshelf_membership_v1_PreviewPricesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PriceQuoteList__Output>): grpc.ClientUnaryCall;
  PreviewPrices(argument: _screenshelf_membership_v1_PreviewPricesRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_PriceQuoteList__Output>): grpc.ClientUnaryCall;
  previewPrices(argument: _screenshelf_membership_v1_PreviewPricesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PriceQuoteList__Output>): grpc.ClientUnaryCall;
  previewPrices(argument: _screenshelf_membership_v1_PreviewPricesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_PriceQuoteList__Output>): grpc.ClientUnaryCall;
  previewPrices(argument: _screenshelf_membership_v1_PreviewPricesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PriceQuoteList__Output>): grpc.ClientUnaryCall;
  previewPrices(argument: _screenshelf_membership_v1_PreviewPricesRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_PriceQuoteList__Output>): grpc.ClientUnaryCall;
  
  RecordProxyPayment(argument: _screenshelf_membership_v1_ProxyPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  RecordProxyPayment(argument: _screenshelf_membership_v1_ProxyPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  RecordProxyPayment(argument: _screenshelf_membership_v1_ProxyPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  RecordProxyPayment(argument: _screenshelf_membership_v1_ProxyPaymentRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  recordProxyPayment(argument: _screenshelf_membership_v1_ProxyPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  recordProxyPayment(argument: _screenshelf_membership_v1_ProxyPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  recordProxyPayment(argument: _screenshelf_membership_v1_ProxyPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  recordProxyPayment(argument: _screenshelf_membership_v1_ProxyPaymentRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  
  RefundPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  RefundPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  RefundPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  RefundPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  refundPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  refundPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  refundPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  refundPayment(argument: _screenshelf_membership_v1_RefundPaymentRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipHistory__Output>): grpc.ClientUnaryCall;
  
  RegisterMethod(argument: _screenshelf_membership_v1_CardInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PaymentMethod__Output>): grpc.ClientUnaryCall;
  RegisterMethod(argument: _screenshelf_membership_v1_CardInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_PaymentMethod__Output>): grpc.ClientUnaryCall;
  RegisterMethod(argument: _screenshelf_membership_v1_CardInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PaymentMethod__Output>): grpc.ClientUnaryCall;
  RegisterMethod(argument: _screenshelf_membership_v1_CardInput, callback: grpc.requestCallback<_screenshelf_membership_v1_PaymentMethod__Output>): grpc.ClientUnaryCall;
  registerMethod(argument: _screenshelf_membership_v1_CardInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PaymentMethod__Output>): grpc.ClientUnaryCall;
  registerMethod(argument: _screenshelf_membership_v1_CardInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_PaymentMethod__Output>): grpc.ClientUnaryCall;
  registerMethod(argument: _screenshelf_membership_v1_CardInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_PaymentMethod__Output>): grpc.ClientUnaryCall;
  registerMethod(argument: _screenshelf_membership_v1_CardInput, callback: grpc.requestCallback<_screenshelf_membership_v1_PaymentMethod__Output>): grpc.ClientUnaryCall;
  
  ReservePlan(argument: _screenshelf_membership_v1_ReservePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Reservation__Output>): grpc.ClientUnaryCall;
  ReservePlan(argument: _screenshelf_membership_v1_ReservePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_Reservation__Output>): grpc.ClientUnaryCall;
  ReservePlan(argument: _screenshelf_membership_v1_ReservePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Reservation__Output>): grpc.ClientUnaryCall;
  ReservePlan(argument: _screenshelf_membership_v1_ReservePlanRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_Reservation__Output>): grpc.ClientUnaryCall;
  reservePlan(argument: _screenshelf_membership_v1_ReservePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Reservation__Output>): grpc.ClientUnaryCall;
  reservePlan(argument: _screenshelf_membership_v1_ReservePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_Reservation__Output>): grpc.ClientUnaryCall;
  reservePlan(argument: _screenshelf_membership_v1_ReservePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Reservation__Output>): grpc.ClientUnaryCall;
  reservePlan(argument: _screenshelf_membership_v1_ReservePlanRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_Reservation__Output>): grpc.ClientUnaryCall;
  
  SetCancellation(argument: _screenshelf_membership_v1_SetCancellationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  SetCancellation(argument: _screenshelf_membership_v1_SetCancellationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  SetCancellation(argument: _screenshelf_membership_v1_SetCancellationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  SetCancellation(argument: _screenshelf_membership_v1_SetCancellationRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  setCancellation(argument: _screenshelf_membership_v1_SetCancellationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  setCancellation(argument: _screenshelf_membership_v1_SetCancellationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  setCancellation(argument: _screenshelf_membership_v1_SetCancellationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  setCancellation(argument: _screenshelf_membership_v1_SetCancellationRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  
  SetFreeUser(argument: _screenshelf_membership_v1_SetFreeUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_FreeUser__Output>): grpc.ClientUnaryCall;
  SetFreeUser(argument: _screenshelf_membership_v1_SetFreeUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_FreeUser__Output>): grpc.ClientUnaryCall;
  SetFreeUser(argument: _screenshelf_membership_v1_SetFreeUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_FreeUser__Output>): grpc.ClientUnaryCall;
  SetFreeUser(argument: _screenshelf_membership_v1_SetFreeUserRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_FreeUser__Output>): grpc.ClientUnaryCall;
  setFreeUser(argument: _screenshelf_membership_v1_SetFreeUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_FreeUser__Output>): grpc.ClientUnaryCall;
  setFreeUser(argument: _screenshelf_membership_v1_SetFreeUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_FreeUser__Output>): grpc.ClientUnaryCall;
  setFreeUser(argument: _screenshelf_membership_v1_SetFreeUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_FreeUser__Output>): grpc.ClientUnaryCall;
  setFreeUser(argument: _screenshelf_membership_v1_SetFreeUserRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_FreeUser__Output>): grpc.ClientUnaryCall;
  
  SetMainMethod(argument: _screenshelf_membership_v1_MethodRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  SetMainMethod(argument: _screenshelf_membership_v1_MethodRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  SetMainMethod(argument: _screenshelf_membership_v1_MethodRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  SetMainMethod(argument: _screenshelf_membership_v1_MethodRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  setMainMethod(argument: _screenshelf_membership_v1_MethodRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  setMainMethod(argument: _screenshelf_membership_v1_MethodRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  setMainMethod(argument: _screenshelf_membership_v1_MethodRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  setMainMethod(argument: _screenshelf_membership_v1_MethodRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MethodList__Output>): grpc.ClientUnaryCall;
  
  Subscribe(argument: _screenshelf_membership_v1_SubscribeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  Subscribe(argument: _screenshelf_membership_v1_SubscribeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  Subscribe(argument: _screenshelf_membership_v1_SubscribeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  Subscribe(argument: _screenshelf_membership_v1_SubscribeRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _screenshelf_membership_v1_SubscribeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _screenshelf_membership_v1_SubscribeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _screenshelf_membership_v1_SubscribeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _screenshelf_membership_v1_SubscribeRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_MembershipView__Output>): grpc.ClientUnaryCall;
  
  UpdateGroup(argument: _screenshelf_membership_v1_UpdateGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  UpdateGroup(argument: _screenshelf_membership_v1_UpdateGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  UpdateGroup(argument: _screenshelf_membership_v1_UpdateGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  UpdateGroup(argument: _screenshelf_membership_v1_UpdateGroupRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  updateGroup(argument: _screenshelf_membership_v1_UpdateGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  updateGroup(argument: _screenshelf_membership_v1_UpdateGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  updateGroup(argument: _screenshelf_membership_v1_UpdateGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  updateGroup(argument: _screenshelf_membership_v1_UpdateGroupRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupView__Output>): grpc.ClientUnaryCall;
  
  ValidateGroupMember(argument: _screenshelf_membership_v1_ValidateGroupMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupMember__Output>): grpc.ClientUnaryCall;
  ValidateGroupMember(argument: _screenshelf_membership_v1_ValidateGroupMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupMember__Output>): grpc.ClientUnaryCall;
  ValidateGroupMember(argument: _screenshelf_membership_v1_ValidateGroupMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupMember__Output>): grpc.ClientUnaryCall;
  ValidateGroupMember(argument: _screenshelf_membership_v1_ValidateGroupMemberRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupMember__Output>): grpc.ClientUnaryCall;
  validateGroupMember(argument: _screenshelf_membership_v1_ValidateGroupMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupMember__Output>): grpc.ClientUnaryCall;
  validateGroupMember(argument: _screenshelf_membership_v1_ValidateGroupMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupMember__Output>): grpc.ClientUnaryCall;
  validateGroupMember(argument: _screenshelf_membership_v1_ValidateGroupMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupMember__Output>): grpc.ClientUnaryCall;
  validateGroupMember(argument: _screenshelf_membership_v1_ValidateGroupMemberRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_GroupMember__Output>): grpc.ClientUnaryCall;
  
}

export interface MembershipHandlers extends grpc.UntypedServiceImplementation {
  CancelProxyPayment: grpc.handleUnaryCall<_screenshelf_membership_v1_RefundPaymentRequest__Output, _screenshelf_membership_v1_MembershipHistory>;
  
  CancelReservedPlan: grpc.handleUnaryCall<_screenshelf_membership_v1_ManagerRequest__Output, _screenshelf_membership_v1_ReservationList>;
  
  DeleteMethod: grpc.handleUnaryCall<_screenshelf_membership_v1_MethodRequest__Output, _screenshelf_membership_v1_MethodList>;
  
  GetEntitlement: grpc.handleUnaryCall<_screenshelf_membership_v1_GetEntitlementRequest__Output, _screenshelf_membership_v1_Entitlement>;
  
  GetMyMembership: grpc.handleUnaryCall<_screenshelf_membership_v1_UserRequest__Output, _screenshelf_membership_v1_MembershipView>;
  
  GetRevenueTotal: grpc.handleUnaryCall<_screenshelf_membership_v1_RevenueQuery__Output, _screenshelf_membership_v1_RevenueTotal>;
  
  ListEntitlements: grpc.handleUnaryCall<_screenshelf_membership_v1_ListEntitlementsRequest__Output, _screenshelf_membership_v1_UserEntitlementList>;
  
  ListGroupMembers: grpc.handleUnaryCall<_screenshelf_membership_v1_ManagerRequest__Output, _screenshelf_membership_v1_GroupView>;
  
  ListMethods: grpc.handleUnaryCall<_screenshelf_membership_v1_UserRequest__Output, _screenshelf_membership_v1_MethodList>;
  
  ListPayments: grpc.handleUnaryCall<_screenshelf_membership_v1_ListPaymentsRequest__Output, _screenshelf_membership_v1_HistoryList>;
  
  ListPlans: grpc.handleUnaryCall<_screenshelf_membership_v1_UserRequest__Output, _screenshelf_membership_v1_PlanList>;
  
  ListReservations: grpc.handleUnaryCall<_screenshelf_membership_v1_ManagerRequest__Output, _screenshelf_membership_v1_ReservationList>;
  
  ListRevenues: grpc.handleUnaryCall<_screenshelf_membership_v1_RevenueQuery__Output, _screenshelf_membership_v1_HistoryList>;
  
  PayMembership: grpc.handleUnaryCall<_screenshelf_membership_v1_PayMembershipRequest__Output, _screenshelf_membership_v1_MembershipView>;
  
  PreviewAdditionalFee: grpc.handleUnaryCall<_screenshelf_membership_v1_PreviewAdditionalFeeRequest__Output, _screenshelf_membership_v1_AdditionalFee>;
  
  PreviewPrices: grpc.handleUnaryCall<_screenshelf_membership_v1_PreviewPricesRequest__Output, _screenshelf_membership_v1_PriceQuoteList>;
  
  RecordProxyPayment: grpc.handleUnaryCall<_screenshelf_membership_v1_ProxyPaymentRequest__Output, _screenshelf_membership_v1_MembershipHistory>;
  
  RefundPayment: grpc.handleUnaryCall<_screenshelf_membership_v1_RefundPaymentRequest__Output, _screenshelf_membership_v1_MembershipHistory>;
  
  RegisterMethod: grpc.handleUnaryCall<_screenshelf_membership_v1_CardInput__Output, _screenshelf_membership_v1_PaymentMethod>;
  
  ReservePlan: grpc.handleUnaryCall<_screenshelf_membership_v1_ReservePlanRequest__Output, _screenshelf_membership_v1_Reservation>;
  
  SetCancellation: grpc.handleUnaryCall<_screenshelf_membership_v1_SetCancellationRequest__Output, _screenshelf_membership_v1_MembershipView>;
  
  SetFreeUser: grpc.handleUnaryCall<_screenshelf_membership_v1_SetFreeUserRequest__Output, _screenshelf_membership_v1_FreeUser>;
  
  SetMainMethod: grpc.handleUnaryCall<_screenshelf_membership_v1_MethodRequest__Output, _screenshelf_membership_v1_MethodList>;
  
  Subscribe: grpc.handleUnaryCall<_screenshelf_membership_v1_SubscribeRequest__Output, _screenshelf_membership_v1_MembershipView>;
  
  UpdateGroup: grpc.handleUnaryCall<_screenshelf_membership_v1_UpdateGroupRequest__Output, _screenshelf_membership_v1_GroupView>;
  
  ValidateGroupMember: grpc.handleUnaryCall<_screenshelf_membership_v1_ValidateGroupMemberRequest__Output, _screenshelf_membership_v1_GroupMember>;
  
}

export interface MembershipDefinition extends grpc.ServiceDefinition {
  CancelProxyPayment: MethodDefinition<_screenshelf_membership_v1_RefundPaymentRequest, _screenshelf_membership_v1_MembershipHistory, _screenshelf_membership_v1_RefundPaymentRequest__Output, _screenshelf_membership_v1_MembershipHistory__Output>
  CancelReservedPlan: MethodDefinition<_screenshelf_membership_v1_ManagerRequest, _screenshelf_membership_v1_ReservationList, _screenshelf_membership_v1_ManagerRequest__Output, _screenshelf_membership_v1_ReservationList__Output>
  DeleteMethod: MethodDefinition<_screenshelf_membership_v1_MethodRequest, _screenshelf_membership_v1_MethodList, _screenshelf_membership_v1_MethodRequest__Output, _screenshelf_membership_v1_MethodList__Output>
  GetEntitlement: MethodDefinition<_screenshelf_membership_v1_GetEntitlementRequest, _screenshelf_membership_v1_Entitlement, _screenshelf_membership_v1_GetEntitlementRequest__Output, _screenshelf_membership_v1_Entitlement__Output>
  GetMyMembership: MethodDefinition<_screenshelf_membership_v1_UserRequest, _screenshelf_membership_v1_MembershipView, _screenshelf_membership_v1_UserRequest__Output, _screenshelf_membership_v1_MembershipView__Output>
  GetRevenueTotal: MethodDefinition<_screenshelf_membership_v1_RevenueQuery, _screenshelf_membership_v1_RevenueTotal, _screenshelf_membership_v1_RevenueQuery__Output, _screenshelf_membership_v1_RevenueTotal__Output>
  ListEntitlements: MethodDefinition<_screenshelf_membership_v1_ListEntitlementsRequest, _screenshelf_membership_v1_UserEntitlementList, _screenshelf_membership_v1_ListEntitlementsRequest__Output, _screenshelf_membership_v1_UserEntitlementList__Output>
  ListGroupMembers: MethodDefinition<_screenshelf_membership_v1_ManagerRequest, _screenshelf_membership_v1_GroupView, _screenshelf_membership_v1_ManagerRequest__Output, _screenshelf_membership_v1_GroupView__Output>
  ListMethods: MethodDefinition<_screenshelf_membership_v1_UserRequest, _screenshelf_membership_v1_MethodList, _screenshelf_membership_v1_UserRequest__Output, _screenshelf_membership_v1_MethodList__Output>
  ListPayments: MethodDefinition<_screenshelf_membership_v1_ListPaymentsRequest, _screenshelf_membership_v1_HistoryList, _screenshelf_membership_v1_ListPaymentsRequest__Output, _screenshelf_membership_v1_HistoryList__Output>
  ListPlans: MethodDefinition<_screenshelf_membership_v1_UserRequest, _screenshelf_membership_v1_PlanList, _screenshelf_membership_v1_UserRequest__Output, _screenshelf_membership_v1_PlanList__Output>
  ListReservations: MethodDefinition<_screenshelf_membership_v1_ManagerRequest, _screenshelf_membership_v1_ReservationList, _screenshelf_membership_v1_ManagerRequest__Output, _screenshelf_membership_v1_ReservationList__Output>
  ListRevenues: MethodDefinition<_screenshelf_membership_v1_RevenueQuery, _screenshelf_membership_v1_HistoryList, _screenshelf_membership_v1_RevenueQuery__Output, _screenshelf_membership_v1_HistoryList__Output>
  PayMembership: MethodDefinition<_screenshelf_membership_v1_PayMembershipRequest, _screenshelf_membership_v1_MembershipView, _screenshelf_membership_v1_PayMembershipRequest__Output, _screenshelf_membership_v1_MembershipView__Output>
  PreviewAdditionalFee: MethodDefinition<_screenshelf_membership_v1_PreviewAdditionalFeeRequest, _screenshelf_membership_v1_AdditionalFee, _screenshelf_membership_v1_PreviewAdditionalFeeRequest__Output, _screenshelf_membership_v1_AdditionalFee__Output>
  PreviewPrices: MethodDefinition<_screenshelf_membership_v1_PreviewPricesRequest, _screenshelf_membership_v1_PriceQuoteList, _screenshelf_membership_v1_PreviewPricesRequest__Output, _screenshelf_membership_v1_PriceQuoteList__Output>
  RecordProxyPayment: MethodDefinition<_screenshelf_membership_v1_ProxyPaymentRequest, _screenshelf_membership_v1_MembershipHistory, _screenshelf_membership_v1_ProxyPaymentRequest__Output, _screenshelf_membership_v1_MembershipHistory__Output>
  RefundPayment: MethodDefinition<_screenshelf_membership_v1_RefundPaymentRequest, _screenshelf_membership_v1_MembershipHistory, _screenshelf_membership_v1_RefundPaymentRequest__Output, _screenshelf_membership_v1_MembershipHistory__Output>
  RegisterMethod: MethodDefinition<_screenshelf_membership_v1_CardInput, _screenshelf_membership_v1_PaymentMethod, _screenshelf_membership_v1_CardInput__Output, _screenshelf_membership_v1_PaymentMethod__Output>
  ReservePlan: MethodDefinition<_screenshelf_membership_v1_ReservePlanRequest, _screenshelf_membership_v1_Reservation, _screenshelf_membership_v1_ReservePlanRequest__Output, _screenshelf_membership_v1_Reservation__Output>
  SetCancellation: MethodDefinition<_screenshelf_membership_v1_SetCancellationRequest, _screenshelf_membership_v1_MembershipView, _screenshelf_membership_v1_SetCancellationRequest__Output, _screenshelf_membership_v1_MembershipView__Output>
  SetFreeUser: MethodDefinition<_screenshelf_membership_v1_SetFreeUserRequest, _screenshelf_membership_v1_FreeUser, _screenshelf_membership_v1_SetFreeUserRequest__Output, _screenshelf_membership_v1_FreeUser__Output>
  SetMainMethod: MethodDefinition<_screenshelf_membership_v1_MethodRequest, _screenshelf_membership_v1_MethodList, _screenshelf_membership_v1_MethodRequest__Output, _screenshelf_membership_v1_MethodList__Output>
  Subscribe: MethodDefinition<_screenshelf_membership_v1_SubscribeRequest, _screenshelf_membership_v1_MembershipView, _screenshelf_membership_v1_SubscribeRequest__Output, _screenshelf_membership_v1_MembershipView__Output>
  UpdateGroup: MethodDefinition<_screenshelf_membership_v1_UpdateGroupRequest, _screenshelf_membership_v1_GroupView, _screenshelf_membership_v1_UpdateGroupRequest__Output, _screenshelf_membership_v1_GroupView__Output>
  ValidateGroupMember: MethodDefinition<_screenshelf_membership_v1_ValidateGroupMemberRequest, _screenshelf_membership_v1_GroupMember, _screenshelf_membership_v1_ValidateGroupMemberRequest__Output, _screenshelf_membership_v1_GroupMember__Output>
}
