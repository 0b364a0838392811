// Original file: community.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'

export interface SupportClient extends grpc.Client {
}

export interface SupportHandlers extends grpc.UntypedServiceImplementation {
}

export interface SupportDefinition extends grpc.ServiceDefinition {
}
